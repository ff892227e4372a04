import type { ImageSources } from './responsiveImage';

/**
 * Asks for a page's first picture as soon as the data naming it has arrived (the entry calls it: src/app/pageReads.ts),
 * instead of once React has loaded and rendered the page: `<link rel="preload" as="image">` with the same `srcset` and
 * `sizes` as the page's `<img>`, so that the browser picks the same file and downloads it once.
 */
export function preloadPicture(picture: ImageSources | null): void {
  if (!picture) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = picture.src;
  if (picture.srcSet) link.imageSrcset = picture.srcSet;
  if (picture.sizes) link.imageSizes = picture.sizes;
  link.fetchPriority = 'high';
  document.head.append(link);
}
