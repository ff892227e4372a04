import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementCard } from '@/features/announcements/AnnouncementCard';
import { announcementImageAlt } from '@/features/announcements/AnnouncementImages';
import type { Announcement } from '@/features/announcements/announcementsService';
import { paragraphsOf } from '@/lib/paragraphs';

const announcement: Announcement = {
  id: 'a',
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

describe('AnnouncementCard', () => {
  it('shows the title, the date, every paragraph and the photos as sized lazy thumbnails', () => {
    render(<AnnouncementCard announcement={announcement} headingLevel={2} />);
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
    render(<AnnouncementCard announcement={announcement} condensed />);
    expect(screen.getByRole('heading', { level: 3, name: 'Sports Day' })).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText('Second paragraph.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
