import { earlyNode, earlyPicture, type EarlyNode } from '@/lib/firstScreen';
import { PHOTO_FRAME, halfFrom, responsiveImage } from '@/lib/responsiveImage';
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

/**
 * The infrastructure page's first screen, from its read: the first item as InfrastructurePage lays it out, its picture
 * asked for as that page asks for it (so that the browser downloads it once).
 */
export function infrastructureFirstScreen(items: readonly InfrastructureItem[]): EarlyNode[] {
  const item = items[0];
  if (!item) return [];
  const thumbnail = infrastructureThumbnail(item);
  return [
    earlyNode('ul', 'bare-list infra__list', [
      earlyNode('li', '', [
        earlyNode('article', 'card infra-item', [
          earlyNode('div', 'infra-item__media', [
            thumbnail
              ? earlyPicture('infra-item__image', { ...responsiveImage(thumbnail, INFRASTRUCTURE_PICTURE_SIZES), ...PHOTO_FRAME })
              : earlyNode('div', 'infra-item__placeholder'),
          ]),
          earlyNode('div', 'infra-item__body', [
            earlyNode('h2', 'caps title-rule infra-item__title', item.title),
            earlyNode('p', 'infra-item__description', item.description),
            infrastructureGallery(item).length > 0 && earlyNode('span', 'button infra-item__more', 'More'),
          ]),
        ]),
      ]),
    ]),
  ];
}
