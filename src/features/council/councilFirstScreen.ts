import { earlyNode, type EarlyNode } from '@/lib/firstScreen';
import { paragraphsOf } from '@/lib/paragraphs';

/** The council page's first screen, from the description's read: its card, as CouncilPage lays it out. */
export function councilFirstScreen(description: string | null): EarlyNode[] {
  const paragraphs = paragraphsOf(description ?? '');
  if (paragraphs.length === 0) return [];
  return [earlyNode('div', 'card card--edged council-page__description', paragraphs.map((paragraph) => earlyNode('p', '', paragraph)))];
}
