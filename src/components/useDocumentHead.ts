import { useEffect } from 'react';
import { useDocumentTitle } from './useDocumentTitle';

export interface DocumentHead {
  /** The page's title, before the school's name. */
  title: string;
  /** One sentence for search results; the page's prerendered one stays until this is given. */
  description?: string;
  /** The page's canonical address (absolute); the prerendered one (where there is one) stays until this is given. */
  canonical?: string;
  /** Search engines should not list the page (an address whose item does not exist answers 200 from Hosting). */
  noindex?: boolean;
}

/** The `<meta>` or `<link>` that `selector` finds in the head, or a new one `create` makes and adds. */
function headElement<T extends Element>(selector: string, create: () => T): { element: T; added: boolean } {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return { element: existing, added: false };
  const element = create();
  document.head.append(element);
  return { element, added: true };
}

/** Sets `attribute` of the head element `selector` finds (or makes) to `value`; the returned cleanup puts it back. */
function setHeadAttribute<T extends Element>(selector: string, create: () => T, attribute: string, value: string): () => void {
  const { element, added } = headElement(selector, create);
  const previous = element.getAttribute(attribute);
  element.setAttribute(attribute, value);
  return () => {
    if (added) element.remove();
    else if (previous !== null) element.setAttribute(attribute, previous);
  };
}

/**
 * The head of a page whose content is read in the browser (an announcement's page): the tab title, and once known
 * the description and the canonical address, or that search engines should not list it (no such item). What the
 * page changed is put back when it is left, for the next page.
 * Pages with a fixed title use `useDocumentTitle`; the build writes their whole head (src/app/pageHeads.ts).
 */
export function useDocumentHead({ title, description, canonical, noindex = false }: DocumentHead): void {
  useDocumentTitle(title);

  useEffect(() => {
    if (description === undefined) return undefined;
    const create = () => Object.assign(document.createElement('meta'), { name: 'description' });
    return setHeadAttribute('meta[name="description"]', create, 'content', description);
  }, [description]);

  useEffect(() => {
    if (canonical === undefined) return undefined;
    const create = () => Object.assign(document.createElement('link'), { rel: 'canonical' });
    return setHeadAttribute('link[rel="canonical"]', create, 'href', canonical);
  }, [canonical]);

  useEffect(() => {
    if (!noindex) return undefined;
    const create = () => Object.assign(document.createElement('meta'), { name: 'robots' });
    return setHeadAttribute('meta[name="robots"]', create, 'content', 'noindex');
  }, [noindex]);
}
