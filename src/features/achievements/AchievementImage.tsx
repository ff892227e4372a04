import { useState } from 'react';
import { achievementImageSource } from './achievementDisplay';

interface AchievementImageProps {
  src: string | null;
  alt: string;
  className: string;
  loading?: 'eager' | 'lazy';
}

/** An achievement's picture, replaced by the fallback illustration when it fails to load. */
export function AchievementImage({ src, alt, className, loading = 'lazy' }: AchievementImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={achievementImageSource(src, failed)}
      alt={alt}
      width={1200}
      height={800}
      loading={loading}
      decoding="async"
      // Only the first failure swaps the source: if the fallback failed too, there is nothing left to try.
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
