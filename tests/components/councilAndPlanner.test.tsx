import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CouncilPage } from '@/features/council/CouncilPage';
import type { CouncilMember } from '@/features/council/councilService';
import { YearPlannerPage } from '@/features/year-planner/YearPlannerPage';
import type { YearPlanner } from '@/features/year-planner/yearPlannerService';
import { renderWithQueries } from './renderWithQueries';

const council = vi.hoisted(() => ({
  getCouncilDescription: vi.fn<() => Promise<string | null>>(),
  listCouncilMembers: vi.fn<() => Promise<CouncilMember[]>>(),
}));
vi.mock('@/features/council/councilService', () => council);

const planner = vi.hoisted(() => ({ getYearPlanner: vi.fn<() => Promise<YearPlanner | null>>() }));
vi.mock('@/features/year-planner/yearPlannerService', () => planner);

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

describe('YearPlannerPage', () => {
  it("says 'No planner uploaded yet.' when there is none", async () => {
    planner.getYearPlanner.mockResolvedValue(null);
    renderWithQueries(<YearPlannerPage />);
    expect(await screen.findByText('No planner uploaded yet.')).toBeInTheDocument();
  });

  it('shows the planner image with its year', async () => {
    planner.getYearPlanner.mockResolvedValue({ url: '/demo/planner/p.webp', year: '2026-27', uploadedAt: null });
    renderWithQueries(<YearPlannerPage />);
    const image = await screen.findByRole('img', { name: /Year planner 2026-27/ });
    expect(image).toHaveAttribute('src', '/demo/planner/p.webp');
    expect(screen.getByText('2026-27', { selector: 'strong' })).toBeInTheDocument();
  });

  it("shows a planner uploaded as a PDF as 'View PDF' with its year, opening in a new tab, and no image", async () => {
    planner.getYearPlanner.mockResolvedValue({ url: '/__local-upload/files/planner.pdf', year: '2026-27', uploadedAt: null });
    renderWithQueries(<YearPlannerPage />);
    const link = await screen.findByRole('link', { name: 'View PDF — Year Planner 2026-27 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/__local-upload/files/planner.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: /View full size/ })).toBeNull();
  });
});
