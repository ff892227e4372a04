import { alternatingSide } from '@/lib/alternatingSide';
import { earlyNode, earlyPicture, type EarlyNode } from '@/lib/firstScreen';
import { PHOTO_FRAME, halfFrom, responsiveImage } from '@/lib/responsiveImage';
import type { Achievement } from './achievementsService';

/**
 * Shown when an achievement's own image fails to load (docs/product-rules.md#achievements). It is served by the site
 * itself: an image host the visitor cannot reach would leave the same hole.
 */
export const ACHIEVEMENT_FALLBACK_IMAGE = '/images/achievement-fallback.webp';

/** The achievements' fade-up: 800 ms (docs/product-rules.md#constants). */
export const ACHIEVEMENT_FADE_MS = 800;

/** The image to show: the achievement's own, or the fallback when it has none or it failed to load. */
export function achievementImageSource(imageUrl: string | null, failed: boolean): string {
  return failed || !imageUrl ? ACHIEVEMENT_FALLBACK_IMAGE : imageUrl;
}

/** The width of an achievement card's picture on the achievements page, as in `sizes`. */
export const ACHIEVEMENT_CARD_SIZES = halfFrom('52rem');

/**
 * The achievements page's first screen, from its read: the first card as AchievementsPage lays it out, its picture
 * asked for as that page asks for it (so that the browser downloads it once).
 */
export function achievementsFirstScreen(achievements: readonly Achievement[]): EarlyNode[] {
  const first = achievements[0];
  if (!first) return [];
  const picture = { ...responsiveImage(achievementImageSource(first.imageUrl, false), ACHIEVEMENT_CARD_SIZES), ...PHOTO_FRAME };
  return [
    earlyNode('ol', 'timeline-line achievements-timeline', [
      earlyNode('li', `timeline-dot achievements-timeline__item achievements-timeline__item--${alternatingSide(0)}`, [
        earlyNode('article', 'card achievement-card', [
          earlyPicture('photo achievement-card__image', picture),
          earlyNode('div', 'achievement-card__body', [
            earlyNode('h2', 'achievement-card__title', first.title),
            earlyNode('p', 'achievement-card__description', first.description),
          ]),
        ]),
      ]),
    ]),
  ];
}
