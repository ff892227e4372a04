import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffGroupList } from '@/features/administration/StaffGroupList';
import { NO_MEMBERS, staffGroupTitle, staffMemberText } from '@/features/administration/staffDisplay';
import type { StaffGroup } from '@/features/administration/staffService';

const group = (id: string, name: string | null, members: StaffGroup['members']): StaffGroup => ({ id, name, priority: 1, members });

describe('staff display fallbacks', () => {
  it("names a department without title 'Untitled Department' and a category without name 'Category'", () => {
    expect(staffGroupTitle('faculty', { name: null })).toBe('Untitled Department');
    expect(staffGroupTitle('nonTeaching', { name: null })).toBe('Category');
    expect(staffGroupTitle('faculty', { name: 'Science' })).toBe('Science');
    expect(staffGroupTitle('nonTeaching', { name: 'Security' })).toBe('Security');
  });

  it('writes a member with the qualification when there is one', () => {
    expect(staffMemberText({ name: 'Dr. S. Venkatesh', qualification: 'Ph.D. (Physics)' })).toBe('Dr. S. Venkatesh, Ph.D. (Physics)');
    expect(staffMemberText({ name: 'Mr. N. Gopal', qualification: null })).toBe('Mr. N. Gopal');
  });
});

describe('StaffGroupList', () => {
  it("shows each department with its members, qualifications, and 'No members' for an empty one", () => {
    render(
      <StaffGroupList
        kind="faculty"
        groups={[
          group('science', 'Science', [{ name: 'Dr. S. Venkatesh', qualification: 'Ph.D. (Physics)' }, { name: 'Ms. J. Priya', qualification: null }]),
          group('untitled', null, [{ name: 'Mr. A. Kumar', qualification: null }]),
          group('music', 'Music and Fine Arts', []),
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Faculty List' });
    const departments = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(departments).toEqual(['Science', 'Untitled Department', 'Music and Fine Arts']);
    expect(within(section).getByText('Dr. S. Venkatesh')).toBeInTheDocument();
    expect(within(section).getByText('Ph.D. (Physics)')).toBeInTheDocument();
    expect(within(section).getByText(NO_MEMBERS)).toBeInTheDocument();
    expect(within(section).getAllByText('No members')).toHaveLength(1);
  });

  it("shows 'Category' for a non-teaching entry without a category", () => {
    render(<StaffGroupList kind="nonTeaching" groups={[group('x', null, [{ name: 'Mr. R. Mani', qualification: null }])]} />);
    const section = screen.getByRole('region', { name: 'Non-Teaching Staff' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Category' })).toBeInTheDocument();
    expect(within(section).getByText('Mr. R. Mani')).toBeInTheDocument();
  });

  it('says so when a list is empty', () => {
    render(
      <>
        <StaffGroupList kind="faculty" groups={[]} />
        <StaffGroupList kind="nonTeaching" groups={[]} />
      </>,
    );
    expect(screen.getByText('No faculty departments added.')).toBeInTheDocument();
    expect(screen.getByText('No non-teaching staff added.')).toBeInTheDocument();
  });
});
