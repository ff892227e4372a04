import { PageBanner } from '@/components/PageBanner';
import { LoadError } from '@/components/LoadError';
import { OfficeBearerGrid } from './OfficeBearerGrid';
import { StaffGroupList } from './StaffGroupList';
import { TrustOfficeContact } from './TrustOfficeContact';
import { useStaffLists } from './useStaffLists';
import './AdministrationPage.css';

function StaffLists() {
  const state = useStaffLists();
  if (state.status === 'loading') {
    return (
      <p className="status-line administration-page__loading" aria-live="polite">
        Loading...
      </p>
    );
  }
  if (state.status === 'error') return <LoadError what="the staff lists" onRetry={state.retry} />;
  return (
    <>
      <StaffGroupList kind="faculty" groups={state.faculty} />
      <StaffGroupList kind="nonTeaching" groups={state.nonTeaching} />
    </>
  );
}

export function AdministrationPage() {
  return (
    <div className="administration-page">
      <PageBanner title="Administration" eyebrow="Our people">
        <p>The trust&apos;s office-bearers, our faculty and the staff who keep the school running every day.</p>
      </PageBanner>

      <section className="section" aria-labelledby="office-bearers-heading">
        <h2 id="office-bearers-heading" className="section__title">
          Office-Bearers
        </h2>
        <OfficeBearerGrid />
      </section>

      <div className="administration-page__staff">
        <div className="section">
          <StaffLists />
        </div>
      </div>

      <div className="section">
        <TrustOfficeContact />
      </div>
    </div>
  );
}
