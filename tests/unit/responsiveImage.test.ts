import { describe, expect, it } from 'vitest';
import { cloudinaryAt, responsiveImage } from '@/lib/responsiveImage';

const CLOUD = 'https://res.cloudinary.com/demo-school/image/upload/v1712345678/events/annual-day.jpg';

describe('images sized for the screen', () => {
  it('asks Cloudinary for each width, in the best format the browser takes, never enlarged', () => {
    const image = responsiveImage(CLOUD, '50vw');
    expect(image.src).toBe('https://res.cloudinary.com/demo-school/image/upload/f_auto,q_auto,c_limit,w_1200/v1712345678/events/annual-day.jpg');
    expect(image.srcSet?.split(', ')).toEqual([
      'https://res.cloudinary.com/demo-school/image/upload/f_auto,q_auto,c_limit,w_480/v1712345678/events/annual-day.jpg 480w',
      'https://res.cloudinary.com/demo-school/image/upload/f_auto,q_auto,c_limit,w_800/v1712345678/events/annual-day.jpg 800w',
      'https://res.cloudinary.com/demo-school/image/upload/f_auto,q_auto,c_limit,w_1200/v1712345678/events/annual-day.jpg 1200w',
      'https://res.cloudinary.com/demo-school/image/upload/f_auto,q_auto,c_limit,w_1600/v1712345678/events/annual-day.jpg 1600w',
    ]);
    expect(image.sizes).toBe('50vw');
  });

  it('offers the smaller stored widths of a demo picture, and none wider than the original', () => {
    expect(responsiveImage('/demo/events/pongal-2026-1.webp', '50vw')).toEqual({
      src: '/demo/events/pongal-2026-1.webp',
      srcSet: '/demo/events/pongal-2026-1-480w.webp 480w, /demo/events/pongal-2026-1-800w.webp 800w, /demo/events/pongal-2026-1.webp 1200w',
      sizes: '50vw',
    });
    expect(responsiveImage('/demo/activities/chess.webp', '20rem', 800).srcSet).toBe('/demo/activities/chess-480w.webp 480w, /demo/activities/chess.webp 800w');
    expect(responsiveImage('/demo/council/head-girl.webp', '10rem', 400)).toEqual({ src: '/demo/council/head-girl.webp' });
  });

  it('uses any other address as it is', () => {
    for (const src of ['/__local-upload/uploads/abc.png', 'https://images.example.org/a.jpg', '/images/achievement-fallback.webp']) {
      expect(responsiveImage(src, '100vw')).toEqual({ src });
    }
    // Not an upload address of Cloudinary: left alone.
    expect(cloudinaryAt('https://res.cloudinary.com/demo-school/video/upload/v1/clip.mp4', 480)).toBe('https://res.cloudinary.com/demo-school/video/upload/v1/clip.mp4');
  });
});
