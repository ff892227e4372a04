/**
 * Shown when an achievement's own image fails to load (specification, section 8). It is served by the site
 * itself: an image host the visitor cannot reach would leave the same hole.
 */
export const ACHIEVEMENT_FALLBACK_IMAGE = '/images/achievement-fallback.webp';

/** The specification's achievement fade-up: 800 ms. */
export const ACHIEVEMENT_FADE_MS = 800;

/** The image to show: the achievement's own, or the fallback when it has none or it failed to load. */
export function achievementImageSource(imageUrl: string | null, failed: boolean): string {
  return failed || !imageUrl ? ACHIEVEMENT_FALLBACK_IMAGE : imageUrl;
}
