import { PageBanner } from '@/components/PageBanner';
import { about } from '@/content/about';
import { school } from '@/content/school';
import { sisterSchools, type TrustSchool } from '@/content/sisterSchools';
import { groupSchoolsByCity } from './schoolsByCity';
import './AboutPage.css';

interface ListedSchool extends Omit<TrustSchool, 'url'> {
  /** The school's website; null for this school, whose site this is. */
  url: string | null;
}

const thisSchool: ListedSchool = { name: school.name, city: school.city, board: school.board, founded: school.foundedYear, url: null };
const schoolsByCity = groupSchoolsByCity<ListedSchool>([thisSchool, ...sisterSchools], about.cityHistories);

function FounderStory() {
  const { founder } = about;
  return (
    <section className="section about-story" aria-labelledby="about-story-heading">
      <figure className="card about-story__founder" data-aos="fade-up">
        <img src={founder.src} width={founder.width} height={founder.height} alt={founder.alt} decoding="async" />
        <figcaption>
          <strong>{founder.caption}</strong>
          <span>{founder.captionDetail}</span>
        </figcaption>
      </figure>
      <div className="about-story__text">
        <h2 id="about-story-heading" className="about-story__title">
          Our Story
        </h2>
        {about.trustHistory.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

function TrustObjectives() {
  return (
    <section className="band about-objectives" aria-labelledby="about-objectives-heading">
      <div className="section">
        <h2 id="about-objectives-heading" className="section__title">
          {about.objectivesTitle}
        </h2>
        <ol className="bare-list about-objectives__list">
          {about.objectives.map((objective, index) => (
            <li key={objective.title} className="tile card--topped about-objectives__card" data-aos="fade-up">
              <span className="about-objectives__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="about-objectives__title">{objective.title}</h3>
              <p>{objective.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function SchoolEntry({ entry }: { entry: ListedSchool }) {
  return (
    <li className="about-city__school">
      <span className="about-city__school-name">
        {entry.url ? (
          <a href={entry.url} target="_blank" rel="noopener noreferrer">
            {entry.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          <>
            {entry.name} <span className="pill pill--accent about-city__this-school">This school</span>
          </>
        )}
      </span>
      <span className="about-city__school-meta">
        <span className={`pill about-city__board about-city__board--${entry.board.replace(' ', '-').toLowerCase()}`}>{entry.board}</span>
        <span>Since {entry.founded}</span>
      </span>
    </li>
  );
}

function SchoolsByCity() {
  return (
    <section className="section" aria-labelledby="about-schools-heading">
      <h2 id="about-schools-heading" className="section__title">
        {about.schoolsTitle}
      </h2>
      <p className="section__lead about-schools__intro">{about.schoolsIntro}</p>
      <ol className="about-schools__timeline">
        {schoolsByCity.map((group) => (
          <li key={group.city} className="card timeline-dot about-city" data-aos="fade-up">
            <h3 className="about-city__name">
              {group.city}
              <span className="about-city__since">since {group.since}</span>
            </h3>
            {group.text ? <p className="about-city__text">{group.text}</p> : null}
            <ul className="bare-list about-city__schools">
              {group.schools.map((entry) => (
                <SchoolEntry key={`${entry.name}-${entry.founded}`} entry={entry} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function AboutPage() {
  return (
    <>
      <PageBanner eyebrow="About us" title={about.bannerTitle}>
        <p>{about.bannerText}</p>
      </PageBanner>
      <FounderStory />
      <TrustObjectives />
      <SchoolsByCity />
    </>
  );
}
