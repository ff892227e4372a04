import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AnnouncementCard } from '@/features/announcements/AnnouncementCard';
import { announcementImageAlt } from '@/features/announcements/AnnouncementImages';
import type { Announcement } from '@/features/announcements/announcementsService';
import { paragraphsOf } from '@/lib/paragraphs';

const announcement: Announcement = {
  draft: false,
  takeDownAt: null,
  audience: [],
  urgentUntil: null,
  id: 'sports day 2026?',
  updatedAt: null,
  title: 'Sports Day',
  content: 'First paragraph.\n\n  Second paragraph.  \n\n\nThird.',
  imageUrls: ['/demo/one.webp', '/demo/two.webp'],
  attachments: [],
  datePosted: new Date('2026-02-07T12:00:00Z'),
  archived: false,
};

describe('announcement text', () => {
  it('splits the text into paragraphs at blank lines', () => {
    expect(paragraphsOf(announcement.content)).toEqual(['First paragraph.', 'Second paragraph.', 'Third.']);
    expect(paragraphsOf('   ')).toEqual([]);
  });

  it('describes each photo for screen readers', () => {
    expect(announcementImageAlt('Sports Day', 0, 2)).toBe('Sports Day – photo 1 of 2');
    expect(announcementImageAlt('Sports Day', 0, 1)).toBe('Sports Day – photo');
    expect(announcementImageAlt('', 1, 3)).toBe('Announcement – photo 2 of 3');
  });
});

/** The cards link with the router's links: inside a router, as in the app. */
const renderCard = (card: ReactElement) => render(<MemoryRouter>{card}</MemoryRouter>);

describe('AnnouncementCard', () => {
  it('shows the title, the date, every paragraph and the photos as sized lazy thumbnails', () => {
    renderCard(<AnnouncementCard announcement={announcement} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sports Day' })).toBeInTheDocument();
    expect(screen.getByText('7 February 2026')).toBeInTheDocument();
    expect(screen.getByText('Third.')).toBeVisible();
    const thumbnails = screen.getAllByRole('img');
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(thumbnail).toHaveAttribute('width');
      expect(thumbnail).toHaveAttribute('height');
    }
    expect(screen.getByRole('button', { name: 'Sports Day – photo 2 of 2' })).toBeInTheDocument();
  });

  it('condensed, shows the first paragraph and reveals the rest on Read more', () => {
    renderCard(<AnnouncementCard announcement={announcement} condensed />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sports Day' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText('Second paragraph.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("links its title to the announcement's own address, where the title is plain text", () => {
    const { unmount } = renderCard(<AnnouncementCard announcement={announcement} condensed />);
    const link = screen.getByRole('link', { name: 'Sports Day' });
    expect(link).toHaveAttribute('href', '/Announcements/sports%20day%202026%3F');
    expect(link.closest('h3')).not.toBeNull();
    unmount();

    renderCard(<AnnouncementCard announcement={announcement} headingLevel={2} linked={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sports Day' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
