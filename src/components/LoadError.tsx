/**
 * What a visitor or an administrator sees when content could not be read: a short line and a way to try again.
 * `message` replaces the standard line where the specification words it itself.
 */
export function LoadError({ what, message, onRetry }: { what: string; message?: string; onRetry: () => void }) {
  return (
    <div className="load-error" role="alert">
      <p>{message ?? `We couldn't load ${what}. Please check your connection and try again.`}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
