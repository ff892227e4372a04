import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { LastEdited } from '@/components/admin/LastEdited';
import { DataSection } from '@/components/DataSection';
import { appendixIX, type DisclosureSection } from '../appendixIX';
import { useMandatoryDisclosure } from '../mandatoryDisclosureQueries';
import type { MandatoryDisclosure } from '../mandatoryDisclosureService';
import { CompletenessNotice } from './CompletenessNotice';
import { DocumentRowForm } from './DocumentRowForm';
import { goToRow } from './rowAnchor';
import { ResultsEditor } from './ResultsEditor';
import { TeachersSummary } from './TeachersSummary';
import { valueRowsOf } from './valueInputs';
import { ValuesSectionForm } from './ValuesSectionForm';

/** The line under the page's heading: what it changes. */
const INTRO =
  "The CBSE's Mandatory Public Disclosure (Appendix IX) on its public page: the school's details, the self-attested certificates as PDFs with their dates, the Board results, staff and infrastructure. The CBSE acts on outdated documents: keep every row current.";

/**
 * A section of Appendix IX: its values as one form, or its documents (and results) each with a form of its own, then
 * its values, where it also has some (Section C's lists of the SMC and PTA members), as one form.
 */
function SectionEditor({ section, disclosure }: { section: DisclosureSection; disclosure: MandatoryDisclosure }) {
  const documents = section.rows.filter((row) => row.kind === 'document');
  if (documents.length === 0) {
    return (
      <>
        <ValuesSectionForm section={section} disclosure={disclosure} />
        {section.id === 'staff' && <TeachersSummary disclosure={disclosure} />}
      </>
    );
  }
  return (
    <>
      <ul className="disclosure-admin__documents">
        {documents.map((row) => (
          <DocumentRowForm key={row.key} section={section.id} row={row} disclosure={disclosure} />
        ))}
      </ul>
      {valueRowsOf(section).length > 0 && <ValuesSectionForm section={section} disclosure={disclosure} />}
      {section.rows.map((row) => (row.kind === 'results' ? <ResultsEditor key={row.key} row={row} disclosure={disclosure} /> : null))}
    </>
  );
}

/**
 * Opened from the dashboard's link to a row (`#disclosure-row-…`): that row, in view and unfolded with the focus in
 * it, not the top of a page some thousands of pixels long. Rendered once the rows are.
 */
function GoToLinkedRow() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) goToRow(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return null;
}

/** 'Manage Mandatory Disclosure': what needs doing, then every section of Appendix IX to keep current. */
export function MandatoryDisclosureAdminPage() {
  const query = useMandatoryDisclosure();
  return (
    <AdminPage page="mandatory-disclosure" intro={INTRO}>
      <DataSection query={query} what="the disclosure">
        {(disclosure) => (
          <>
            <CompletenessNotice disclosure={disclosure} />
            {appendixIX.map((section) => (
              <AdminSection key={section.id} title={section.title}>
                <LastEdited type="mandatory_disclosure" id={section.id} />
                <SectionEditor section={section} disclosure={disclosure} />
              </AdminSection>
            ))}
            <GoToLinkedRow />
          </>
        )}
      </DataSection>
    </AdminPage>
  );
}
