import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffGroupList } from '@/features/administration/StaffGroupList';
import { NO_MEMBERS, staffGroupTitle } from '@/features/administration/staffDisplay';
import type { StaffGroup, StaffKind } from '@/features/administration/staffService';
import { renderWithQueries } from './renderWithQueries';

const lists = vi.hoisted(() => ({ faculty: [] as StaffGroup[], nonTeaching: [] as StaffGroup[] }));
vi.mock('@/features/administration/staffService', () => ({
  getSiteDocumentId: () => Promise.resolve('school'),
  subscribeStaffGroups: (_siteId: string, kind: StaffKind, onChange: (groups: StaffGroup[]) => void) => {
    onChange(lists[kind]);
    return () => {};
  },
}));

const group = (id: string, name: string | null, members: StaffGroup['members']): StaffGroup => ({ id, name, priority: 1, members });

beforeEach(() => {
  lists.faculty = [];
  lists.nonTeaching = [];
});

describe('staff display fallbacks', () => {
  it("names a department without title 'Untitled Department' and a category without name 'Category'", () => {
    expect(staffGroupTitle('faculty', { name: null })).toBe('Untitled Department');
    expect(staffGroupTitle('nonTeaching', { name: null })).toBe('Category');
    expect(staffGroupTitle('faculty', { name: 'Science' })).toBe('Science');
    expect(staffGroupTitle('nonTeaching', { name: 'Security' })).toBe('Security');
  });
});

describe('StaffGroupList', () => {
  it("shows each department with its members, qualifications, and 'No members' for an empty one", async () => {
    lists.faculty = [
      group('science', 'Science', [{ name: 'Dr. S. Venkatesh', qualification: 'Ph.D. (Physics)', designation: null, document: null }, { name: 'Ms. J. Priya', qualification: null, designation: null, document: null }]),
      group('untitled', null, [{ name: 'Mr. A. Kumar', qualification: null, designation: null, document: null }]),
      group('music', 'Music and Fine Arts', []),
    ];
    renderWithQueries(<StaffGroupList kind="faculty" />);
    const section = screen.getByRole('region', { name: 'Faculty List' });
    await within(section).findByText('Dr. S. Venkatesh');
    const departments = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(departments).toEqual(['Science', 'Untitled Department', 'Music and Fine Arts']);
    expect(within(section).getByText('Ph.D. (Physics)')).toBeInTheDocument();
    expect(within(section).getAllByText(NO_MEMBERS)).toHaveLength(1);
  });

  it("shows 'Category' for a non-teaching entry without a category", async () => {
    lists.nonTeaching = [group('x', null, [{ name: 'Mr. R. Mani', qualification: null, designation: null, document: null }])];
    renderWithQueries(<StaffGroupList kind="nonTeaching" />);
    const section = screen.getByRole('region', { name: 'Non-Teaching Staff' });
    expect(await within(section).findByRole('heading', { level: 3, name: 'Category' })).toBeInTheDocument();
    expect(within(section).getByText('Mr. R. Mani')).toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    renderWithQueries(
      <>
        <StaffGroupList kind="faculty" />
        <StaffGroupList kind="nonTeaching" />
      </>,
    );
    expect(await screen.findByText('No faculty departments added.')).toBeInTheDocument();
    expect(screen.getByText('No non-teaching staff added.')).toBeInTheDocument();
  });
});
