import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { YearPlannerPage } from '@/features/year-planner/YearPlannerPage';
import type { YearPlanner } from '@/features/year-planner/yearPlannerService';
import { renderWithQueries } from './renderWithQueries';

const planner = vi.hoisted(() => ({ getYearPlanner: vi.fn<() => Promise<YearPlanner | null>>() }));
vi.mock('@/features/year-planner/yearPlannerService', () => planner);

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
