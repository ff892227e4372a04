import { school } from '../content/school';
import { LatestAnnouncements } from '../features/announcements/LatestAnnouncements';
import { useDocumentTitle } from '../components/useDocumentTitle';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">{school.name}</h1>
          <p className="hero__motto">{school.motto}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="announcements-heading">
        <h2 id="announcements-heading" className="section__title">Announcements</h2>
        <LatestAnnouncements />
      </section>
    </>
  );
}
