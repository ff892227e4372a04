import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDocumentHead, type DocumentHead } from '@/components/useDocumentHead';
import { tabTitle } from '@/components/useDocumentTitle';

function Head(props: DocumentHead) {
  useDocumentHead(props);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelectorAll('link[rel="canonical"]');

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="A notice from the school." />';
  document.title = tabTitle('Announcement');
});

describe('useDocumentHead', () => {
  it('sets the title at once, and the description and canonical address once they are known', () => {
    const { rerender } = render(<Head title="Announcement" />);
    expect(document.title).toBe(tabTitle('Announcement'));
    expect(description()).toBe('A notice from the school.');
    expect(canonical()).toHaveLength(0);

    rerender(<Head title="Sports Day" description="Sports Day on Saturday." canonical="https://school.example/Announcements/sports-day" />);

    expect(document.title).toBe(tabTitle('Sports Day'));
    expect(description()).toBe('Sports Day on Saturday.');
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]).toHaveAttribute('href', 'https://school.example/Announcements/sports-day');
  });

  it('puts back what the page changed when it is left', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://school.example/Announcements" />');
    const { unmount } = render(<Head title="Sports Day" description="Sports Day on Saturday." canonical="https://school.example/Announcements/sports-day" />);
    expect(canonical()[0]).toHaveAttribute('href', 'https://school.example/Announcements/sports-day');

    unmount();

    expect(description()).toBe('A notice from the school.');
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]).toHaveAttribute('href', 'https://school.example/Announcements');
  });

  it('asks search engines not to list the page while it says so, and no longer once it is left', () => {
    const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
    const { rerender, unmount } = render(<Head title="Announcement" />);
    expect(robots()).toBeUndefined();
    rerender(<Head title="Announcement not found" noindex />);
    expect(robots()).toBe('noindex');
    unmount();
    expect(robots()).toBeUndefined();
  });

  it('removes the canonical address it added', () => {
    const { unmount } = render(<Head title="Sports Day" canonical="https://school.example/Announcements/sports-day" />);
    expect(canonical()).toHaveLength(1);
    unmount();
    expect(canonical()).toHaveLength(0);
  });
});
