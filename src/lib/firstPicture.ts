import { afterElementPainted } from './afterPaint';
import type { ImageSources } from './responsiveImage';

/** Marks a page's box for its first picture while its data loads (src/components/EarlyPicture.tsx). */
export const EARLY_PICTURE_ATTRIBUTE = 'data-early-picture';

/**
 * Asks for a page's first picture as soon as the data naming it has arrived (the entry calls it: src/app/pageReads.ts),
 * instead of once React has loaded and rendered the page: `<link rel="preload" as="image">` with the same `srcset` and
 * `sizes` as the page's `<img>`, so that the browser picks the same file and downloads it once. Where the page has a
 * box for it that React has not yet replaced, the picture is also shown there: painted as soon as it has downloaded,
 * however long React takes on a slow phone.
 *
 * Settles once that picture has been painted in the box, or has failed to load; at once when there is no picture or
 * no box to show it in (the entry waits for it before loading React: src/main.ts).
 */
export function showFirstPicture(picture: ImageSources | null): Promise<void> {
  if (!picture) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = picture.src;
  if (picture.srcSet) link.imageSrcset = picture.srcSet;
  if (picture.sizes) link.imageSizes = picture.sizes;
  link.fetchPriority = 'high';
  document.head.append(link);

  const box = document.querySelector(`[${EARLY_PICTURE_ATTRIBUTE}]`);
  if (!box || box.hasChildNodes()) return Promise.resolve();
  const image = document.createElement('img');
  image.alt = '';
  image.fetchPriority = 'high';
  if (picture.srcSet) image.srcset = picture.srcSet;
  if (picture.sizes) image.sizes = picture.sizes;
  image.src = picture.src;
  const shown = new Promise<void>((resolve) => {
    image.addEventListener('error', () => resolve(), { once: true });
    afterElementPainted(image, resolve);
  });
  box.append(image);
  return shown;
}

/** Whether the page's HTML has a box for its first picture (see EarlyPicture): then the entry shows that picture. */
export const hasEarlyPictureBox = (): boolean => document.querySelector(`[${EARLY_PICTURE_ATTRIBUTE}]`) !== null;
