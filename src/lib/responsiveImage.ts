/**
 * Images sized for the screen. Cloudinary transforms on delivery (a width, the browser's best format and an automatic
 * quality, never enlarged); the demo pictures under /demo/ exist in smaller widths beside the original
 * (`name-480w.webp`, `name-800w.webp`: tools/resize-demo-images.mjs); any other address is used as it is.
 */

/** The widths the demo pictures are also stored in. */
const DEMO_WIDTHS = [480, 800];
/** The widths asked of Cloudinary. */
const CLOUDINARY_WIDTHS = [480, 800, 1200, 1600];
/** Cloudinary's default width where the browser does not choose (no srcset support). */
const CLOUDINARY_DEFAULT_WIDTH = 1200;

const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/?#]+\/image\/upload\/)([^?#]+)$/;
const DEMO_PICTURE = /^(\/demo\/[^?#]+)\.webp$/;

/** The frame a photo's `width` and `height` attributes reserve: 3:2, that of the demo photos (uploads come in any size; CSS crops). */
export const PHOTO_FRAME = { width: 1200, height: 800 } as const;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** A Cloudinary delivery address that resizes to `width` (at most: c_limit never enlarges). */
export function cloudinaryAt(src: string, width: number): string {
  const match = CLOUDINARY_UPLOAD.exec(src);
  return match ? `${match[1]}f_auto,q_auto,c_limit,w_${width}/${match[2]}` : src;
}

/**
 * The `src`, `srcSet` and `sizes` of a picture shown at `sizes` (the slot's width, as in the `sizes` attribute).
 * `width` is the stored picture's own width where the site knows it (a demo picture's), so that no variant wider
 * than the original is offered.
 */
export function responsiveImage(src: string, sizes: string, width = 1200): ImageSources {
  if (CLOUDINARY_UPLOAD.test(src)) {
    return {
      src: cloudinaryAt(src, CLOUDINARY_DEFAULT_WIDTH),
      srcSet: CLOUDINARY_WIDTHS.map((candidate) => `${cloudinaryAt(src, candidate)} ${candidate}w`).join(', '),
      sizes,
    };
  }
  const demo = DEMO_PICTURE.exec(src);
  const smaller = DEMO_WIDTHS.filter((candidate) => candidate < width);
  if (demo && smaller.length > 0) {
    return { src, srcSet: [...smaller.map((candidate) => `${demo[1]}-${candidate}w.webp ${candidate}w`), `${src} ${width}w`].join(', '), sizes };
  }
  return { src };
}

/** The slots of the layout, for `sizes`: a grid of two columns, three from 56rem (.preview-grid, the event photos). */
export const GRID_OF_THREE = '(min-width: 56rem) min(33vw, 24rem), 50vw';
/** Half the content width from `breakpoint`, the whole screen below it. */
export const halfFrom = (breakpoint: string) => `(min-width: ${breakpoint}) min(50vw, 36rem), 100vw`;
