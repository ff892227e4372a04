import { useQuery } from '@tanstack/react-query';
import { DataSection } from '@/components/DataSection';
import { homePreviewSizes } from '@/content/homePreviewSizes';
import { ExternalLinkButton } from './ExternalLinkButton';
import { firstLinksQuery } from './linksQueries';
import './LinksCards.css';

const MAX_CARDS = homePreviewSizes.links;

/** The home page's Important Links cards: the first few (the home page adds the link to them all). */
export function LinksCards() {
  const first = useQuery(firstLinksQuery(MAX_CARDS));
  return (
    <DataSection query={first} what="the important links" empty="No links added yet.">
      {(links) => (
        <ul className="bare-list links-cards">
          {links.map((link) => (
            <li key={link.id} className="card card--edged links-cards__card">
              <h3 className="links-cards__title">{link.title}</h3>
              <ExternalLinkButton link={link} className="links-cards__button" />
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}
