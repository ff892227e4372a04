import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_FALLBACK_IMAGE, achievementImageSource } from '@/features/achievements/achievementDisplay';
import { eventPhotoAlt, previewPhotos } from '@/features/events/eventsDisplay';
import { infrastructureGallery, infrastructureThumbnail } from '@/features/infrastructure/infrastructureDisplay';
import { DEFAULT_LINK_BUTTON_TEXT, linkButtonLabel, linkSiteName } from '@/features/links/linkDisplay';
import { alternatingSide } from '@/lib/alternatingSide';

describe('linkButtonLabel', () => {
  it("is the link's buttonText", () => {
    expect(linkButtonLabel({ buttonText: 'Visit CBSE' })).toBe('Visit CBSE');
  });

  it("is 'Open' when the link has no button text", () => {
    expect(DEFAULT_LINK_BUTTON_TEXT).toBe('Open');
    expect(linkButtonLabel({ buttonText: null })).toBe('Open');
    expect(linkButtonLabel({ buttonText: '   ' })).toBe('Open');
  });
});

describe('linkSiteName', () => {
  it('is the host of the address, without www', () => {
    expect(linkSiteName('https://www.cbse.gov.in/')).toBe('cbse.gov.in');
    expect(linkSiteName('https://results.cbse.nic.in/path?q=1')).toBe('results.cbse.nic.in');
  });

  it('is null without a usable address', () => {
    expect(linkSiteName(null)).toBeNull();
    expect(linkSiteName('not an address')).toBeNull();
  });
});

describe('achievementImageSource', () => {
  it("is the achievement's own image until it fails", () => {
    expect(achievementImageSource('/demo/a.webp', false)).toBe('/demo/a.webp');
  });

  it('is the local fallback image once it failed, or when there is none', () => {
    expect(achievementImageSource('/demo/a.webp', true)).toBe(ACHIEVEMENT_FALLBACK_IMAGE);
    expect(achievementImageSource(null, false)).toBe(ACHIEVEMENT_FALLBACK_IMAGE);
    expect(ACHIEVEMENT_FALLBACK_IMAGE).toMatch(/^\/(?!\/)/);
  });
});

describe('alternatingSide (the achievements timeline, the photo grid tilt)', () => {
  it('alternates left and right, starting on the left', () => {
    expect([0, 1, 2, 3, 4].map(alternatingSide)).toEqual(['left', 'right', 'left', 'right', 'left']);
  });
});

describe('eventPhotoAlt', () => {
  it("names the event and the photo's place", () => {
    expect(eventPhotoAlt('Sports Day 2026', 0, 3)).toBe('Sports Day 2026, photo 1 of 3');
    expect(eventPhotoAlt("Children's Day 2026", 0, 1)).toBe("Children's Day 2026, photo");
  });
});

describe('previewPhotos', () => {
  const events = [
    { id: 'a', title: 'A', imageUrls: ['/a1.webp', '/a2.webp'] },
    { id: 'b', title: 'B', imageUrls: [] },
    { id: 'c', title: 'C', imageUrls: ['/c1.webp'] },
    { id: 'd', title: 'D', imageUrls: ['/d1.webp'] },
  ];

  it('takes the first photo of each event with photos, in order, up to the limit', () => {
    expect(previewPhotos(events, 2)).toEqual([
      { eventId: 'a', title: 'A', src: '/a1.webp' },
      { eventId: 'c', title: 'C', src: '/c1.webp' },
    ]);
    expect(previewPhotos(events, 10)).toHaveLength(3);
  });
});

describe('infrastructure pictures', () => {
  it('uses the thumbnail, else the first gallery photo', () => {
    expect(infrastructureThumbnail({ thumbnailUrl: '/t.webp', gallery: ['/g.webp'] })).toBe('/t.webp');
    expect(infrastructureThumbnail({ thumbnailUrl: null, gallery: ['/g.webp'] })).toBe('/g.webp');
    expect(infrastructureThumbnail({ thumbnailUrl: null, gallery: [] })).toBeNull();
  });

  it("opens the item's gallery, or its thumbnail alone when the gallery is empty", () => {
    expect(infrastructureGallery({ thumbnailUrl: '/t.webp', gallery: ['/g1.webp', '/g2.webp'] })).toEqual(['/g1.webp', '/g2.webp']);
    expect(infrastructureGallery({ thumbnailUrl: '/t.webp', gallery: [] })).toEqual(['/t.webp']);
    expect(infrastructureGallery({ thumbnailUrl: null, gallery: [] })).toEqual([]);
  });
});
