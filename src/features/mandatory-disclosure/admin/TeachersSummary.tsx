import { Link } from 'react-router-dom';
import { DataSection } from '@/components/DataSection';
import { adminPages } from '@/content/adminPages';
import type { MandatoryDisclosure } from '../mandatoryDisclosureService';
import { useTeachers } from '../mandatoryDisclosureQueries';
import { teacherFigures } from '../teacherList';

const staffPage = adminPages.find((page) => page.id === 'administration');

/**
 * Under Section D's form: where its list of teachers is kept (the faculty of 'Manage Adminstration', each teacher
 * entered once with designation, qualification and document), and what the page computes from it.
 */
export function TeachersSummary({ disclosure }: { disclosure: MandatoryDisclosure }) {
  return (
    <DataSection query={useTeachers()} what="the list of teachers">
      {(teachers) => {
        const figures = teacherFigures(teachers, disclosure);
        const counts = figures.byDesignation.map(({ designation, count }) => `${designation} ${count}`).join(', ');
        return (
          <div id="disclosure-row-teacherCounts" className="disclosure-admin__teachers">
            <p>
              <strong>List of Teachers:</strong> {figures.total === 0 ? 'no teacher listed yet.' : `${figures.total} listed${counts ? ` (${counts})` : ''}.`}{' '}
              The page counts them and computes both ratios from the students and sections above.
            </p>
            {staffPage && (
              <p>
                Add a teacher, or change a designation, qualification or document, on{' '}
                <Link to={staffPage.path}>{staffPage.label}</Link> (Faculty List): each teacher is entered once, there.
              </p>
            )}
          </div>
        );
      }}
    </DataSection>
  );
}
