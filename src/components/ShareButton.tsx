import { useId, useRef, useState } from 'react';
import { shareLink, type ShareOutcome, type SharedLink } from '@/lib/shareLink';
import './ShareButton.css';

/** What the line beside the button says after each outcome (nothing after a share or a cancelled one). */
const OUTCOME_TEXT: Record<ShareOutcome, string> = {
  shared: '',
  cancelled: '',
  copied: 'Link copied',
  failed: "Couldn't share or copy the link. Copy it from the box below.",
};

/**
 * A Share button: the device's share sheet where there is one, else the link copied, with the outcome said beside
 * it (and to screen readers, by a live region). When neither works, the link is shown in a box to copy by hand.
 */
export function ShareButton({ link, label = 'Share' }: { link: SharedLink; label?: string }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const busy = useRef(false);
  const fieldId = useId();

  const share = async () => {
    if (busy.current) return;
    busy.current = true;
    // Cleared first, so that a second 'Link copied' is announced again.
    setOutcome(null);
    try {
      setOutcome(await shareLink(link));
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className="share-button">
      <button type="button" className="button button--secondary" onClick={() => void share()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92Z"
          />
        </svg>
        {label}
      </button>
      <p className={`share-button__status${outcome === 'failed' ? ' share-button__status--failed' : ''}`} role="status" aria-live="polite">
        {outcome ? OUTCOME_TEXT[outcome] : ''}
      </p>
      {outcome === 'failed' && (
        <div className="share-button__manual">
          <label className="visually-hidden" htmlFor={fieldId}>
            Link to copy
          </label>
          <input id={fieldId} className="field__input" type="url" readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
    </div>
  );
}
