import { collectionAdminPage, type CollectionAdmin } from '@/components/admin/CollectionAdminPage';
import { ItemSummary } from '@/components/admin/ItemSummary';
import { formatIsoDate } from '@/lib/isoDate';
import { useDisclosureDocuments } from '../disclosuresQueries';
import type { DisclosureDocument } from '../disclosuresService';
import { disclosureMutations } from './disclosuresAdminQueries';
import { DisclosureForm } from './DisclosureForm';
import './DisclosuresAdmin.css';

/** The line under the page's heading: what it changes. */
const INTRO =
  "The PDFs of the home page's Disclosures & Collaborations block (admission policy, collaborations ...), in the order shown here, below its link to the Mandatory Public Disclosure.";

/** A document in the list: its place, date, description and PDF; edited (a new PDF optional), moved or deleted. */
const documentAdmin: CollectionAdmin<DisclosureDocument> = {
  type: 'disclosure_documents',
  Form: DisclosureForm,
  writes: disclosureMutations,
  removal: { noun: 'document' },
  useItems: useDisclosureDocuments,
  what: 'the disclosure documents',
  empty: 'No documents stored yet: the home page shows the two sample PDFs shipped with the site.',
  name: (document) => document.title || 'Untitled document',
  order: { move: disclosureMutations.move, place: (document) => document.order },
  summary: (document, title, list) => (
    <ItemSummary
      title={title}
      meta={[`${list.indexOf(document) + 1} of ${list.length}`, document.documentDate && `Updated on ${formatIsoDate(document.documentDate)}`]}
      flag={document.pdfUrl ? null : 'The stored PDF address cannot be shown: visitors get no link. Edit it and choose the PDF again.'}
      text={document.description}
    >
      {document.pdfUrl && (
        <a className="disclosures-admin__pdf" href={document.pdfUrl} target="_blank" rel="noopener noreferrer">
          View PDF
          <span className="visually-hidden"> of {title} (opens in a new tab)</span>
        </a>
      )}
    </ItemSummary>
  ),
};

export const DisclosuresAdminPage = collectionAdminPage({ page: 'disclosures', intro: INTRO, addTitle: 'Add a document', manageTitle: 'Manage documents' }, documentAdmin);
