import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { useBackCloses } from './useBackCloses';

export interface LightboxImage {
  src: string;
  alt: string;
}

interface ImageLightboxProps {
  images: LightboxImage[];
  /** The image shown, or -1 when the lightbox is closed. */
  index: number;
  onClose: () => void;
  /** A click on the dark overlay around the image closes it too (the events' photos: docs/product-rules.md#events-gallery). */
  closeOnOverlayClick?: boolean;
}

/**
 * Full-screen viewer with zoom, Previous / Next / Close, arrow keys and Escape; the phone's Back button closes it too,
 * and leaves the visitor on the page (useBackCloses). The constants are the product's
 * (docs/product-rules.md#constants); the swipe, pull-to-close and wheel thresholds (30 px, 60 px, 30) are the library's
 * own fixed values. Import this module lazily: the library is only needed once a visitor opens an image.
 */
export default function ImageLightbox({ images, index, onClose, closeOnOverlayClick = false }: ImageLightboxProps) {
  useBackCloses(index >= 0, onClose);
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={images.map(({ src, alt }) => ({ src, alt }))}
      plugins={[Zoom]}
      carousel={{ preload: 2, padding: '16px', finite: images.length <= 1 }}
      animation={{ fade: 250, swipe: 500, zoom: 500 }}
      zoom={{
        maxZoomPixelRatio: 1,
        zoomInMultiplier: 2,
        doubleTapDelay: 300,
        doubleClickDelay: 500,
        doubleClickMaxStops: 2,
        keyboardMoveDistance: 50,
        wheelZoomDistanceFactor: 100,
        pinchZoomDistanceFactor: 100,
      }}
      controller={{ closeOnPullDown: true, closeOnBackdropClick: closeOnOverlayClick }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
