import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CouncilPage } from '@/features/council/CouncilPage';
import type { CouncilMember } from '@/features/council/councilService';
import { renderWithQueries } from './renderWithQueries';

const council = vi.hoisted(() => ({
  getCouncilDescription: vi.fn<() => Promise<string | null>>(),
  listCouncilMembers: vi.fn<() => Promise<CouncilMember[]>>(),
}));
vi.mock('@/features/council/councilService', () => council);

const member = (name: string, imageUrl: string | null): CouncilMember => ({
  id: name, name, position: 'Head Girl', year: '2026-27', imageUrl, priority: 1, updatedAt: null,
});

describe('CouncilPage', () => {
  it("says 'No members added yet.' when there are no members", async () => {
    council.getCouncilDescription.mockResolvedValue(null);
    council.listCouncilMembers.mockResolvedValue([]);
    renderWithQueries(<CouncilPage />);
    expect(await screen.findByText('No members added yet.')).toBeInTheDocument();
  });

  it('shows the description in paragraphs and each member with photo, position and year', async () => {
    council.getCouncilDescription.mockResolvedValue('First part.\n\nSecond part.');
    council.listCouncilMembers.mockResolvedValue([member('Diya Ramesh', '/demo/council/head-girl.webp'), member('No Photo', null)]);
    renderWithQueries(<CouncilPage />);
    expect(await screen.findByText('Second part.')).toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [withPhoto, withoutPhoto] = cards as [HTMLElement, HTMLElement];
    const photo = within(withPhoto).getByRole('img', { name: 'Diya Ramesh, Head Girl' });
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(within(withPhoto).getByText('2026-27')).toBeInTheDocument();
    expect(within(withoutPhoto).getByRole('img', { name: 'No photo of No Photo' })).toBeInTheDocument();
  });
});
