import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DataSection } from '@/components/DataSection';
import { homePreviewSizes } from '@/content/homePreviewSizes';
import { infrastructureThumbnail } from './infrastructureDisplay';
import { firstInfrastructureQuery } from './infrastructureQueries';
import './InfrastructureCards.css';
import { GRID_OF_THREE, PHOTO_FRAME, responsiveImage } from '@/lib/responsiveImage';

const PAGE_PATH = '/InfrastructureSection';
const MAX_CARDS = homePreviewSizes.infrastructure;

/** The home page's infrastructure cards: the first few highlights, each leading to the infrastructure page (the home page adds its own link too). */
export function InfrastructureCards() {
  const first = useQuery(firstInfrastructureQuery(MAX_CARDS));
  return (
    <DataSection query={first} what="the infrastructure highlights" empty="No infrastructure highlights added yet.">
      {(items) => (
        <ul className="preview-grid">
          {items.map((item) => {
            const thumbnail = infrastructureThumbnail(item);
            return (
              <li key={item.id}>
                <Link className="card card--outlined infra-card" to={PAGE_PATH}>
                  {thumbnail ? (
                    <img
                      className="photo infra-card__image"
                      {...responsiveImage(thumbnail, GRID_OF_THREE)}
                      alt=""
                      {...PHOTO_FRAME}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="photo infra-card__image infra-card__image--empty" aria-hidden="true" />
                  )}
                  <span className="infra-card__title">{item.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DataSection>
  );
}
