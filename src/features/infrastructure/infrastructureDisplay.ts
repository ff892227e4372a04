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
