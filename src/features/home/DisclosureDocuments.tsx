import { useId } from 'react';
import type { DisclosureDocument } from '@/content/homeSections';
import './DisclosureDocuments.css';

/** The disclosure and collaboration PDFs, each opened in a new tab through 'View PDF'. */
export function DisclosureDocuments({ documents }: { documents: DisclosureDocument[] }) {
  return (
    <ul className="disclosure-list">
      {documents.map((disclosure) => (
        <DisclosureCard key={disclosure.pdf} disclosure={disclosure} />
      ))}
    </ul>
  );
}

function DisclosureCard({ disclosure }: { disclosure: DisclosureDocument }) {
  const titleId = useId();
  return (
    <li className="disclosure-card">
      <PdfIcon />
      <div className="disclosure-card__text">
        <h3 id={titleId} className="disclosure-card__title">
          {disclosure.title}
        </h3>
        <p className="disclosure-card__description">{disclosure.description}</p>
      </div>
      {/* The visible text is the specification's; the card's title tells a screen reader which PDF it opens. */}
      <a
        className="button button--secondary disclosure-card__link"
        href={disclosure.pdf}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={titleId}
      >
        View PDF
      </a>
    </li>
  );
}

function PdfIcon() {
  return (
    <svg className="disclosure-card__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path d="M6 2h8l6 6v14H6z" fill="#fff" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <rect x="3" y="12" width="13" height="7" rx="1.5" fill="#b42318" />
      <text x="9.5" y="17.6" fill="#fff" fontSize="5" fontWeight="700" textAnchor="middle" fontFamily="sans-serif">
        PDF
      </text>
    </svg>
  );
}
