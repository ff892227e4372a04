import { EARLY_SCREEN_ATTRIBUTE } from '@/lib/firstScreen';
import './EarlyScreen.css';

// Content React leaves alone, in hydration too: the entry may have put the first screen in before React ran.
const LEFT_TO_THE_ENTRY = { __html: '' };

/**
 * Where the entry shows a page's first screen as soon as its data has arrived, while React is still on its way
 * (src/lib/firstScreen.ts): over the section's reserved space (the parent is positioned), so that it moves nothing; a
 * copy of what the page then renders in the same place, hidden from assistive technology (which hears 'Loading...').
 */
export function EarlyScreen() {
  return <div className="early-screen" aria-hidden="true" {...{ [EARLY_SCREEN_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={LEFT_TO_THE_ENTRY} />;
}
