import { useState } from 'react';
import { achievementImageSource } from './achievementDisplay';
import { afterNextPaint } from '@/lib/afterPaint';
import { PHOTO_FRAME, responsiveImage } from '@/lib/responsiveImage';

interface AchievementImageProps {
  src: string | null;
  alt: string;
  className: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
  /** The slot's width, as in the `sizes` attribute. */
  sizes: string;
  /** Not asked for yet: the slot keeps its size, empty, until this is false (the page's first picture comes first). */
  waiting?: boolean;
  /** Called once the picture has been painted, or has failed for good. */
  onShown?: () => void;
}

/** An achievement's picture, replaced by the fallback illustration when it fails to load. */
export function AchievementImage({ src, alt, className, loading = 'lazy', fetchPriority, sizes, waiting = false, onShown }: AchievementImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      {...(waiting ? {} : responsiveImage(achievementImageSource(src, failed), sizes))}
      alt={alt}
      {...PHOTO_FRAME}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onLoad={onShown && (() => afterNextPaint(onShown))}
      // Only the first failure swaps the source: if the fallback failed too, there is nothing left to try.
      onError={() => {
        if (!failed) setFailed(true);
        else onShown?.();
      }}
    />
  );
}
