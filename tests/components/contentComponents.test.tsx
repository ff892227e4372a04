import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENT_FALLBACK_IMAGE } from '@/features/achievements/achievementDisplay';
import { AchievementImage } from '@/features/achievements/AchievementImage';
import { ImportantLinksPage } from '@/features/links/ImportantLinksPage';
import type { ImportantLink } from '@/features/links/linksService';
import { renderWithQueries } from './renderWithQueries';

const { listImportantLinks } = vi.hoisted(() => ({ listImportantLinks: vi.fn<() => Promise<ImportantLink[]>>() }));
vi.mock('@/features/links/linksService', () => ({ listImportantLinks }));

const link = (fields: Partial<ImportantLink> & { id: string; title: string }): ImportantLink => ({
  description: null,
  updatedAt: null,
  url: `https://example.com/${fields.id}`,
  buttonText: null,
  createdAt: null,
  ...fields,
});

describe('AchievementImage', () => {
  it('swaps to the fallback image when its own fails to load, and stops there', () => {
    render(<AchievementImage src="/demo/missing.webp" alt="Chess champions" className="x" sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Chess champions' });
    expect(image).toHaveAttribute('src', '/demo/missing.webp');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');

    fireEvent.error(image);
    expect(image).toHaveAttribute('src', ACHIEVEMENT_FALLBACK_IMAGE);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', ACHIEVEMENT_FALLBACK_IMAGE);
  });

  it('shows the fallback image when the achievement has no usable address', () => {
    render(<AchievementImage src={null} alt="Olympiad" className="x" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Olympiad' })).toHaveAttribute('src', ACHIEVEMENT_FALLBACK_IMAGE);
  });
});

describe('ImportantLinksPage', () => {
  it("labels each button with its buttonText or 'Open', opening a new tab, and shows no button for an unsafe link", async () => {
    listImportantLinks.mockResolvedValue([
      link({ id: 'cbse', title: 'CBSE', buttonText: 'Visit CBSE', description: 'The Board.' }),
      link({ id: 'diksha', title: 'DIKSHA' }),
      link({ id: 'unsafe', title: 'Old link', url: null, buttonText: 'Go' }),
    ]);
    renderWithQueries(<ImportantLinksPage />);

    const visit = await screen.findByRole('link', { name: /^Visit CBSE/ });
    expect(visit).toHaveAttribute('href', 'https://example.com/cbse');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Open/ })).toHaveAttribute('href', 'https://example.com/diksha');
    expect(screen.getByText('The Board.')).toBeInTheDocument();

    const unsafe = screen.getByRole('heading', { name: 'Old link' }).closest('article');
    expect(unsafe?.querySelector('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it("says 'No links added yet.' when there are none", async () => {
    listImportantLinks.mockResolvedValue([]);
    renderWithQueries(<ImportantLinksPage />);
    expect(await screen.findByText('No links added yet.')).toBeInTheDocument();
  });

  it('offers a retry when the links cannot be read', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    listImportantLinks.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([link({ id: 'cbse', title: 'CBSE' })]);
    renderWithQueries(<ImportantLinksPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'CBSE' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
