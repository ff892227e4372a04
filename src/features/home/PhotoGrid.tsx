import type { PhotoGridItem } from '@/content/photoGrid';
import { alternatingSide, type Side } from '@/lib/alternatingSide';
import { useInView } from 'react-intersection-observer';
import './PhotoGrid.css';
import { responsiveImage } from '@/lib/responsiveImage';

/** The in-view threshold (docs/product-rules.md#home): a card is marked once a fifth of it is visible. */
const IN_VIEW_THRESHOLD = 0.2;

/** The 'moments that matter' grid: tilted photo cards that settle into place as they scroll into view. */
export function PhotoGrid({ items }: { items: PhotoGridItem[] }) {
  return (
    <ul className="photo-grid">
      {items.map((item, index) => (
        <PhotoGridCard key={item.title} item={item} tilt={alternatingSide(index)} />
      ))}
    </ul>
  );
}

function PhotoGridCard({ item, tilt }: { item: PhotoGridItem; tilt: Side }) {
  // Once seen it stays settled; where the browser has no IntersectionObserver, it counts as seen at once.
  const { ref, inView } = useInView({ threshold: IN_VIEW_THRESHOLD, triggerOnce: true, fallbackInView: true });
  const { title, tag, caption, image, target, targetLabel } = item;

  return (
    <li ref={ref} className={`photo-card photo-card--${tilt}${inView ? ' is-in-view' : ''}`} data-tilt={tilt}>
      <div className="photo-card__frame">
        <img
          className="photo-card__image"
          {...responsiveImage(image.src, '(min-width: 40rem) 20rem, 100vw', image.width)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
        <span className={`pill pill--on-photo photo-card__tag photo-card__tag--${tag.slice(1).toLowerCase()}`}>{tag}</span>
      </div>
      <div className="photo-card__body">
        <h3 className="photo-card__title">{title}</h3>
        <p className="photo-card__caption">{caption}</p>
        {/* A plain link on purpose: these buttons do a full page load (docs/product-rules.md#menus-and-buttons). */}
        <a className="photo-card__link" href={target}>
          {targetLabel}
          <span className="visually-hidden">: {title}</span>
          <span aria-hidden="true"> →</span>
        </a>
      </div>
    </li>
  );
}
