import { halfFrom, responsiveImage, type ImageSources } from '@/lib/responsiveImage';
import type { InfrastructureItem } from './infrastructureService';

/** The picture shown beside an item: its thumbnail, else the first photo of its gallery. */
export function infrastructureThumbnail(item: Pick<InfrastructureItem, 'thumbnailUrl' | 'gallery'>): string | null {
  return item.thumbnailUrl ?? item.gallery[0] ?? null;
}

/** The photos 'More' opens: the gallery, or the thumbnail alone when an older item has no gallery. */
export function infrastructureGallery(item: Pick<InfrastructureItem, 'thumbnailUrl' | 'gallery'>): string[] {
  if (item.gallery.length > 0) return item.gallery;
  return item.thumbnailUrl ? [item.thumbnailUrl] : [];
}

/** The width of an item's picture on the infrastructure page, as in `sizes`. */
export const INFRASTRUCTURE_PICTURE_SIZES = halfFrom('48rem');

/** The infrastructure page's first picture, as its first item asks for it (preloaded by the entry). */
export function firstInfrastructurePicture(items: readonly Pick<InfrastructureItem, 'thumbnailUrl' | 'gallery'>[]): ImageSources | null {
  const thumbnail = items[0] && infrastructureThumbnail(items[0]);
  return thumbnail ? responsiveImage(thumbnail, INFRASTRUCTURE_PICTURE_SIZES) : null;
}
