import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DataSection } from '@/components/DataSection';
import { PdfMark } from '@/components/PdfMark';
import type { ShippedDisclosure } from '@/content/homeSections';
import { formatIsoDate } from '@/lib/isoDate';
import { useDisclosureDocuments } from './disclosuresQueries';
import type { DisclosureDocument } from './disclosuresService';
import './DisclosureDocuments.css';

/** What one card shows, from a stored document or a shipped one. */
interface DisclosureCardContent {
  key: string;
  title: string;
  description: string | null;
  /** Null when the stored address cannot be shown: the card says the document is not available. */
  pdf: string | null;
  /** 'Updated on', an ISO date; the shipped PDFs have none. */
  documentDate: string | null;
}

const fromStored = (document: DisclosureDocument): DisclosureCardContent => ({
  key: document.id,
  title: document.title,
  description: document.description,
  pdf: document.pdfUrl,
  documentDate: document.documentDate,
});

const fromShipped = (document: ShippedDisclosure): DisclosureCardContent => ({
  key: document.pdf,
  title: document.title,
  description: document.description,
  pdf: document.pdf,
  documentDate: null,
});

/** The date line of the loading placeholder: a sample date, for its height. */
const PLACEHOLDER_DATE = '2026-01-01';

/** A page of the site the block leads with (the Mandatory Public Disclosure): always shown, prerendered. */
export interface LeadDisclosure {
  title: string;
  description: string;
  to: string;
  linkLabel: string;
}

/**
 * The home page's disclosures block: first `lead`, a page of the site, then the stored documents in the staff's
 * order, each opened in a new tab through 'View PDF'. While none are stored, the PDFs shipped with the site
 * (`shipped`) are shown; a failed read shows the error with Retry, never those (an error is not "none stored").
 * While the documents load (and in the prerendered page), blank cards the size of the shipped ones hold the block's
 * place, so that nothing below it moves.
 */
export function DisclosureDocuments({ lead, shipped }: { lead: LeadDisclosure; shipped: readonly ShippedDisclosure[] }) {
  const { data, error, isError, isFetching, refetch } = useDisclosureDocuments();
  const cards = data && (data.length > 0 ? data.map(fromStored) : shipped.map(fromShipped));
  const placeholderCards = shipped.map((document) => ({ ...fromShipped(document), documentDate: PLACEHOLDER_DATE }));
  return (
    <>
      <LeadCard lead={lead} />
      <DataSection
        query={{ data: cards, error, isError, isFetching, refetch }}
        what="the disclosure documents"
        placeholder={<DisclosureList cards={placeholderCards} placeholder />}
      >
        {(shown) => <DisclosureList cards={shown} />}
      </DataSection>
    </>
  );
}

function LeadCard({ lead }: { lead: LeadDisclosure }) {
  const titleId = useId();
  return (
    <div className="card card--outlined disclosure-card disclosure-card--lead">
      <div className="disclosure-card__text">
        <h3 id={titleId} className="disclosure-card__title">
          {lead.title}
        </h3>
        <p className="disclosure-card__description">{lead.description}</p>
      </div>
      <Link className="button disclosure-card__link" to={lead.to} aria-describedby={titleId}>
        {lead.linkLabel}
      </Link>
    </div>
  );
}

function DisclosureList({ cards, placeholder = false }: { cards: DisclosureCardContent[]; placeholder?: boolean }) {
  return (
    <ul className={placeholder ? 'disclosure-list disclosure-list--placeholder' : 'disclosure-list'}>
      {cards.map((card) => (
        <DisclosureCard key={card.key} card={card} placeholder={placeholder} />
      ))}
    </ul>
  );
}

function DisclosureCard({ card, placeholder }: { card: DisclosureCardContent; placeholder: boolean }) {
  const titleId = useId();
  return (
    <li className="card card--outlined disclosure-card">
      <PdfMark size={40} className="disclosure-card__icon" />
      <div className="disclosure-card__text">
        <h3 id={titleId} className="disclosure-card__title">
          {card.title}
        </h3>
        {card.description && <p className="disclosure-card__description">{card.description}</p>}
        {card.documentDate && (
          <p className="disclosure-card__date">
            Updated on <time dateTime={card.documentDate}>{formatIsoDate(card.documentDate)}</time>
          </p>
        )}
      </div>
      {placeholder ? (
        <span className="button button--secondary disclosure-card__link">View PDF</span>
      ) : card.pdf ? (
        // The visible text is exact (docs/product-rules.md#home); the card's title tells a screen reader which PDF it opens.
        <a
          className="button button--secondary disclosure-card__link"
          href={card.pdf}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
        >
          View PDF
        </a>
      ) : (
        <p className="disclosure-card__unavailable">This document is not available at the moment.</p>
      )}
    </li>
  );
}
