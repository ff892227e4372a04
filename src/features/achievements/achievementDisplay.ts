import { halfFrom, responsiveImage, type ImageSources } from '@/lib/responsiveImage';

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

/** The achievements page's first picture, as its first card asks for it (preloaded by the entry). */
export const firstAchievementPicture = (achievements: readonly { imageUrl: string | null }[]): ImageSources | null =>
  achievements[0] ? responsiveImage(achievementImageSource(achievements[0].imageUrl, false), ACHIEVEMENT_CARD_SIZES) : null;
