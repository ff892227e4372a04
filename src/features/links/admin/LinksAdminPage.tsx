import { collectionAdminPage, type CollectionAdmin } from '@/components/admin/CollectionAdminPage';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { linkButtonLabel } from '../linkDisplay';
import { useImportantLinks } from '../linksQueries';
import type { ImportantLink } from '../linksService';
import { linkMutations } from './linksAdmin';
import { LinkForm } from './LinkForm';
import './LinksAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO = 'The board, results, textbook and fee sites listed on the Important Links page and the home page.';

/** A link in the list: its title, button, description and address (or why visitors see no button). */
const linkAdmin: CollectionAdmin<ImportantLink> = {
  type: 'important_links',
  Form: LinkForm,
  writes: linkMutations,
  removal: { noun: 'link' },
  useItems: useImportantLinks,
  what: 'the important links',
  empty: 'No links added yet.',
  name: (link) => link.title || 'Untitled link',
  summary: (link, title) => (
    <ItemSummary
      title={title}
      meta={[`Button: ${linkButtonLabel(link)}${link.buttonText ? '' : ' (default)'}`]}
      flag={link.url ? null : 'The stored address is not a web address: visitors see no button. Edit it to fix it.'}
      text={link.description}
    >
      {link.url && (
        <a className="links-admin__url" href={link.url} target="_blank" rel="noopener noreferrer">
          {link.url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </ItemSummary>
  ),
};

export const LinksAdminPage = collectionAdminPage({ page: 'links', intro: INTRO, addTitle: 'Add a link', manageTitle: 'Manage links' }, linkAdmin);
