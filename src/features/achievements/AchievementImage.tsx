import { useState } from 'react';
import { achievementImageSource } from './achievementDisplay';
import { responsiveImage } from '@/lib/responsiveImage';

interface AchievementImageProps {
  src: string | null;
  alt: string;
  className: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
  /** The slot's width, as in the `sizes` attribute. */
  sizes: string;
}

/** An achievement's picture, replaced by the fallback illustration when it fails to load. */
export function AchievementImage({ src, alt, className, loading = 'lazy', fetchPriority, sizes }: AchievementImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      {...responsiveImage(achievementImageSource(src, failed), sizes)}
      alt={alt}
      width={1200}
      height={800}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      // Only the first failure swaps the source: if the fallback failed too, there is nothing left to try.
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
