import { isPdfAddress } from '@/lib/pdfAddress';
import { responsiveImage, type ImageSources } from '@/lib/responsiveImage';
import type { YearPlanner } from './yearPlannerService';

/** The width of the planner's picture on its page, as in `sizes`. */
export const PLANNER_PICTURE_SIZES = '(min-width: 48rem) 40rem, 100vw';

/** The planner's picture as its page asks for it (preloaded by the entry); none for a PDF planner. */
export const plannerPicture = (planner: YearPlanner | null): ImageSources | null =>
  planner && !isPdfAddress(planner.url) ? responsiveImage(planner.url, PLANNER_PICTURE_SIZES) : null;
