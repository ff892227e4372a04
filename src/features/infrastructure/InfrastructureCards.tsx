import { Link } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { infrastructureThumbnail } from './infrastructureDisplay';
import { listInfrastructure } from './infrastructureService';
import './InfrastructureCards.css';

const PAGE_PATH = '/InfrastructureSection';
const MAX_CARDS = 6;

/** The home page's infrastructure cards: the first few highlights, each leading to the infrastructure page (the home page adds its own link too). */
export function InfrastructureCards() {
  const state = useAsyncData(listInfrastructure);
  if (state.status === 'loading') return <p className="status-line" aria-live="polite">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the infrastructure highlights" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No infrastructure highlights added yet.</p>;
  return (
    <ul className="preview-grid">
      {state.data.slice(0, MAX_CARDS).map((item) => {
        const thumbnail = infrastructureThumbnail(item);
        return (
          <li key={item.id}>
            <Link className="infra-card" to={PAGE_PATH}>
              {thumbnail ? (
                <img
                  className="infra-card__image"
                  src={thumbnail}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="infra-card__image infra-card__image--empty" aria-hidden="true" />
              )}
              <span className="infra-card__title">{item.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
