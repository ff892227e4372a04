import { lazy, Suspense, useState } from 'react';
import type { LightboxImage } from '@/components/ImageLightbox';
import { responsiveImage } from '@/lib/responsiveImage';

// The lightbox library is fetched only when a visitor first opens an image.
const ImageLightbox = lazy(() => import('@/components/ImageLightbox'));

/** Alt text for photo `index` (0-based) of an announcement's `count` photos. */
export function announcementImageAlt(title: string, index: number, count: number): string {
  const subject = title || 'Announcement';
  return count > 1 ? `${subject} – photo ${index + 1} of ${count}` : `${subject} – photo`;
}

/** An announcement's photos as thumbnails; each opens the full-screen lightbox at that photo. */
export function AnnouncementImages({ title, imageUrls }: { title: string; imageUrls: string[] }) {
  const [openIndex, setOpenIndex] = useState(-1);
  const [lightboxRequested, setLightboxRequested] = useState(false);

  if (imageUrls.length === 0) return null;
  const images: LightboxImage[] = imageUrls.map((src, index) => ({
    src,
    alt: announcementImageAlt(title, index, imageUrls.length),
  }));

  const open = (index: number) => {
    setLightboxRequested(true);
    setOpenIndex(index);
  };

  return (
    <>
      <ul className="announcement-images" data-count={Math.min(images.length, 3)}>
        {images.map((image, index) => (
          <li key={`${index}-${image.src}`} className="announcement-images__item">
            <button
              type="button"
              className="announcement-images__open"
              onClick={() => open(index)}
              aria-haspopup="dialog"
              title="View full size"
            >
              <img
                className="announcement-images__thumbnail"
                {...responsiveImage(image.src, '(min-width: 30rem) 12rem, 50vw')}
                alt={image.alt}
                width={360}
                height={240}
                loading="lazy"
                decoding="async"
              />
              <span className="announcement-images__zoom" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
                  <path
                    fill="currentColor"
                    d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm1 2v3h3v2h-3v3H9v-3H6V9h3V6h2Z"
                  />
                </svg>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {lightboxRequested && (
        <Suspense fallback={null}>
          <ImageLightbox images={images} index={openIndex} onClose={() => setOpenIndex(-1)} />
        </Suspense>
      )}
    </>
  );
}
