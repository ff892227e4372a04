import type { ComponentType } from 'react';
import { useDocumentTitle } from '@/components/useDocumentTitle';

/** Sets the tab title for a route, then renders its page. */
export function TitledPage({ title, Page }: { title: string | null; Page: ComponentType }) {
  useDocumentTitle(title);
  return <Page />;
}
