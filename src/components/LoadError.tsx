import { useOnline } from '@/lib/useOnline';

/**
 * What a visitor or an administrator sees when content could not be read: a short line and a way to try again.
 * `message` replaces the standard line where the product words it itself (docs/product-rules.md#messages). Offline, it says so: the content
 * needs a connection (a page visited before would have shown its saved copy instead).
 */
export function LoadError({ what, message, onRetry }: { what: string; message?: string; onRetry: () => void }) {
  const online = useOnline();
  const line = online
    ? (message ?? `We couldn't load ${what}. Please check your connection and try again.`)
    : `You're offline, and no copy of ${what} is saved on this device yet: it needs a connection. Connect to the internet and press Retry.`;
  return (
    <div className="load-error" role="alert">
      <p>{line}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
