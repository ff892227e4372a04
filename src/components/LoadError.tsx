/** What a visitor sees when a section's content could not be read: a short line and a way to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>We couldn't load {what}. Please check your connection and try again.</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
