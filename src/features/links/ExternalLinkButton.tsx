import type { ImportantLink } from './linksService';
import { linkButtonLabel } from './linkDisplay';

/** The link's button, opening it in a new tab; nothing when its stored address is unsafe (url null). */
export function ExternalLinkButton({ link, className = '' }: { link: ImportantLink; className?: string }) {
  if (!link.url) return null;
  return (
    <a className={`button ${className}`} href={link.url} target="_blank" rel="noopener noreferrer">
      <span className="link-button__label">{linkButtonLabel(link)}</span>
      <span className="visually-hidden"> (opens in a new tab)</span>
      <svg className="link-button__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M9 2h5v5M14 2 7 9M12 9.5V14H2V4h4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
