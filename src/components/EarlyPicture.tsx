import { EARLY_PICTURE_ATTRIBUTE } from '@/lib/firstPicture';
import './EarlyPicture.css';

// Content React leaves alone, in hydration too: the entry may have put the picture in before React ran.
const LEFT_TO_THE_ENTRY = { __html: '' };

/**
 * Where the entry shows a page's first picture as soon as it has downloaded, while React and the page's data are
 * still on their way (src/lib/firstPicture.ts). Over the section's reserved space (the parent is positioned), so that
 * it moves nothing; a copy of the picture the page then shows, hidden from assistive technology.
 */
export function EarlyPicture() {
  return <div className="early-picture" aria-hidden="true" {...{ [EARLY_PICTURE_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={LEFT_TO_THE_ENTRY} />;
}
