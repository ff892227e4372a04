import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { sectionOf, type ResultsRow } from '@/features/mandatory-disclosure/appendixIX';
import { ResultsTable } from '@/features/mandatory-disclosure/ResultsTable';
import { TeacherTable } from '@/features/mandatory-disclosure/TeacherTable';
import type { StaffMember } from '@/lib/staffMember';

const teacher = (name: string, designation: StaffMember['designation'], document: string | null = null): StaffMember => ({ name, qualification: 'M.A., B.Ed.', designation, document });
const classX = sectionOf('academics').rows.find((row): row is ResultsRow => row.kind === 'results' && row.key === 'resultsX');

describe('the tables under a section', () => {
  test('the list of teachers: one row each, a missing designation "To be updated", a document a link in a new tab', () => {
    render(<TeacherTable teachers={[teacher('Mrs. R. Lakshmi', 'PGT', '/docs/l.pdf'), teacher('Mr. B. Ravi', null)]} failed={false} />);
    const rows = within(screen.getByRole('table', { name: 'List of Teachers' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'S.No.NameDesignationQualificationSelf-attested Document',
      '1Mrs. R. LakshmiPGTM.A., B.Ed.View PDF of Mrs. R. Lakshmi’s document (opens in a new tab)',
      '2Mr. B. RaviTo be updatedM.A., B.Ed.–',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveAttribute('target', '_blank');
  });

  test('the list of teachers while loading, when it could not be read, and when nobody is listed', () => {
    const { rerender } = render(<TeacherTable teachers={undefined} failed={false} />);
    expect(screen.getByRole('region', { name: 'List of Teachers' })).toHaveClass('results-table--loading');
    expect(screen.queryByText('To be updated')).not.toBeInTheDocument();
    rerender(<TeacherTable teachers={undefined} failed />);
    expect(screen.getByText('The list of teachers could not be loaded.')).toBeInTheDocument();
    rerender(<TeacherTable teachers={[]} failed={false} />);
    expect(screen.getByText('To be updated')).toBeInTheDocument();
  });

  test('a class not offered says so; its years, when offered, are rows with the percentage computed', () => {
    if (!classX) throw new Error('Appendix IX has no results of Class X');
    const { rerender } = render(<ResultsTable row={classX} results={{ offered: false, rows: [] }} loading={false} />);
    expect(screen.getByText('Class X is not offered by the school.')).toBeInTheDocument();
    rerender(<ResultsTable row={classX} results={{ offered: true, rows: [{ year: '2026', registered: 112, passed: 111, remarks: null }] }} loading={false} />);
    expect(within(screen.getByRole('table', { name: 'Result Class: X' })).getAllByRole('row')[1]).toHaveTextContent('1202611211199.11%');
  });
});
