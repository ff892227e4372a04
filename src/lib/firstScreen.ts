import { afterElementPainted } from './afterPaint';
import type { ImageSources } from './responsiveImage';

/** Marks the box where the entry shows a page's first screen while React loads (src/components/EarlyScreen.tsx). */
export const EARLY_SCREEN_ATTRIBUTE = 'data-early-screen';

/**
 * An element of a page's first screen as the entry builds it before React has loaded: the tag and classes of the
 * element React will render in its place (so that it looks and measures the same), and its text, children or picture.
 */
export interface EarlyNode {
  tag: 'article' | 'div' | 'header' | 'h2' | 'p' | 'a' | 'span' | 'ul' | 'ol' | 'li' | 'img';
  className: string;
  text?: string;
  /** Its `data-` attributes, where its styles depend on them. */
  data?: Record<string, string>;
  children?: EarlyNode[];
  picture?: ImageSources & { width: number; height: number };
}

/** An element with `content`: its text, or its children (those that are not `false`: optional parts). */
export const earlyNode = (tag: EarlyNode['tag'], className: string, content: string | (EarlyNode | false)[] = []): EarlyNode =>
  typeof content === 'string' ? { tag, className, text: content } : { tag, className, children: content.filter((child) => child !== false) };

/** A picture (its alt text is not needed: the box is hidden from assistive technology, as a copy of what comes). */
export const earlyPicture = (className: string, picture: EarlyNode['picture']): EarlyNode => ({ tag: 'img', className, picture });

function build(node: EarlyNode): HTMLElement {
  const element = document.createElement(node.tag);
  element.className = node.className;
  if (node.text !== undefined) element.textContent = node.text;
  Object.assign(element.dataset, node.data);
  element.append(...(node.children ?? []).map(build));
  if (node.picture && element instanceof HTMLImageElement) {
    const { src, srcSet, sizes, width, height } = node.picture;
    element.alt = '';
    element.width = width;
    element.height = height;
    element.fetchPriority = 'high';
    if (srcSet) element.srcset = srcSet;
    if (sizes) element.sizes = sizes;
    element.src = src;
  }
  return element;
}

/**
 * Shows a page's first screen, built from its first read's answer, in the page's box for it (see EarlyScreen), as
 * soon as that answer has arrived instead of once React has loaded and rendered the page: on a slow phone the
 * notices can be read a second or more sooner. It is what React then renders in the same place, with the same
 * classes, so the change is not seen.
 *
 * Settles once it has been painted (its picture, where it has one, else its text), or at once when there is nothing
 * to show or no box (the entry waits for it before starting React: src/main.ts).
 */
export function showFirstScreen(nodes: EarlyNode[]): Promise<void> {
  const box = document.querySelector(`[${EARLY_SCREEN_ATTRIBUTE}]`);
  if (!box || box.hasChildNodes() || nodes.length === 0) return Promise.resolve();
  box.append(...nodes.map(build));
  const picture = box.querySelector('img');
  const painted = picture ?? box.querySelector<HTMLElement>('p, h2, h3') ?? (box.firstElementChild as HTMLElement);
  return new Promise((resolve) => {
    picture?.addEventListener('error', () => resolve(), { once: true });
    afterElementPainted(painted, resolve);
  });
}

/** Whether the page's HTML has a box for its first screen (see EarlyScreen): then the entry shows it. */
export const hasEarlyScreenBox = (): boolean => document.querySelector(`[${EARLY_SCREEN_ATTRIBUTE}]`) !== null;
