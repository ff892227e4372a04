interface PdfMarkProps {
  /** The drawn size in pixels; the attributes reserve it before any style applies, so nothing moves. */
  size?: number;
  className?: string;
}

/** A page with a red 'PDF' label: marks a link that opens a PDF. Decorative: the link's text says what it opens. */
export function PdfMark({ size = 24, className }: PdfMarkProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M6 2h8l6 6v14H6z" fill="#fff" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14 2v6h6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <rect x="3" y="12" width="13" height="7" rx="1.5" fill="#b42318" />
      <text x="9.5" y="17.6" fill="#fff" fontSize="5" fontWeight="700" textAnchor="middle" fontFamily="sans-serif">
        PDF
      </text>
    </svg>
  );
}
