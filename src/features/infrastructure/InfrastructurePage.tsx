import { useState } from 'react';
import { DataSection } from '@/components/DataSection';
import { Modal } from '@/components/Modal';
import { INFRASTRUCTURE_PICTURE_SIZES, infrastructureGallery, infrastructureThumbnail } from './infrastructureDisplay';
import { useInfrastructure } from './infrastructureQueries';
import type { InfrastructureItem } from './infrastructureService';
import './InfrastructurePage.css';
import { PHOTO_FRAME, halfFrom, responsiveImage } from '@/lib/responsiveImage';

export function InfrastructurePage() {
  const [openItem, setOpenItem] = useState<InfrastructureItem | null>(null);

  return (
    <section className="section" aria-labelledby="infra-heading">
      <h1 id="infra-heading" className="section__title">
        Infrastructure Highlights
      </h1>
      <p className="section__lead infra__lead">
        Bright classrooms, well-equipped laboratories and open spaces to play: a campus built for learning.
      </p>
      <DataSection reserve="page" early query={useInfrastructure()} what="the infrastructure highlights" empty="No infrastructure highlights added yet.">
        {(items) => (
          <ul className="bare-list infra__list">
            {items.map((item, index) => (
              <li key={item.id}>
                <InfrastructureHighlight item={item} eager={index === 0} onMore={() => setOpenItem(item)} />
              </li>
            ))}
          </ul>
        )}
      </DataSection>
      <Modal
        open={openItem !== null}
        onClose={() => setOpenItem(null)}
        title={openItem?.title ?? ''}
        className="infra-modal"
        closeOnBack
      >
        {openItem && <InfrastructureGallery item={openItem} />}
      </Modal>
    </section>
  );
}

function InfrastructureHighlight({
  item,
  eager,
  onMore,
}: {
  item: InfrastructureItem;
  eager: boolean;
  onMore: () => void;
}) {
  const thumbnail = infrastructureThumbnail(item);
  const titleId = `infra-title-${item.id}`;
  const hasGallery = infrastructureGallery(item).length > 0;
  return (
    <article className="card infra-item" aria-labelledby={titleId}>
      <div className="infra-item__media">
        {thumbnail ? (
          <img
            className="infra-item__image"
            {...responsiveImage(thumbnail, INFRASTRUCTURE_PICTURE_SIZES)}
            alt={item.title}
            {...PHOTO_FRAME}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className="infra-item__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="infra-item__body">
        <h2 id={titleId} className="caps title-rule infra-item__title">
          {item.title}
        </h2>
        <p className="infra-item__description">{item.description}</p>
        {hasGallery && (
          <button type="button" className="button infra-item__more" aria-describedby={titleId} onClick={onMore}>
            More
          </button>
        )}
      </div>
    </article>
  );
}

function InfrastructureGallery({ item }: { item: InfrastructureItem }) {
  const photos = infrastructureGallery(item);
  return (
    <ul className="bare-list infra-gallery" aria-label={`Photos of ${item.title}`}>
      {photos.map((src, index) => (
        <li key={`${index}-${src}`} className="infra-gallery__item">
          <img
            className="photo infra-gallery__image"
            {...responsiveImage(src, halfFrom('40rem'))}
            alt={`${item.title} (${index + 1} of ${photos.length})`}
            {...PHOTO_FRAME}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
