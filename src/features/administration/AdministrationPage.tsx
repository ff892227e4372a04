import { PageBanner } from '@/components/PageBanner';
import { OfficeBearerGrid } from './OfficeBearerGrid';
import { StaffGroupList } from './StaffGroupList';
import { TrustOfficeContact } from './TrustOfficeContact';

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

      <div className="band">
        <div className="section">
          <StaffGroupList kind="faculty" />
          <StaffGroupList kind="nonTeaching" />
        </div>
      </div>

      <div className="section">
        <TrustOfficeContact />
      </div>
    </div>
  );
}
