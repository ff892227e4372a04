import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { ExternalLinkButton } from './ExternalLinkButton';
import { listImportantLinks } from './linksService';
import './LinksCards.css';

const MAX_CARDS = 6;

/** The home page's Important Links cards: the first few (the home page adds the link to them all). */
export function LinksCards() {
  const state = useAsyncData(listImportantLinks);
  if (state.status === 'loading') return <p className="status-line" aria-live="polite">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the important links" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No links added yet.</p>;
  return (
    <ul className="links-cards">
      {state.data.slice(0, MAX_CARDS).map((link) => (
        <li key={link.id} className="links-cards__card">
          <h3 className="links-cards__title">{link.title}</h3>
          <ExternalLinkButton link={link} className="links-cards__button" />
        </li>
      ))}
    </ul>
  );
}
