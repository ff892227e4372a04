import { PageBanner } from '@/components/PageBanner';
import { facts, missions, uniformGroups, uniformIntro, vision, type MissionCard, type UniformGroup } from '@/content/overview';
import { school } from '@/content/school';
import './OverviewPage.css';

const MISSION_ICONS: Record<MissionCard['title'], string> = {
  // An open book, a rising star and a pair of hands around a heart: drawn inline, so nothing is downloaded.
  'Empowering Learners': 'M3 5.5C5.5 4 8.5 4 12 6c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5zM12 6v13.5',
  'Unlocking Potential': 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  'Building Responsible Citizens': 'M12 20s-7-4.4-7-9.5A3.8 3.8 0 0 1 12 8a3.8 3.8 0 0 1 7 2.5C19 15.6 12 20 12 20z',
};

function Facts() {
  return (
    <section className="section" aria-labelledby="overview-facts-heading">
      <h2 id="overview-facts-heading" className="section__title">
        At a Glance
      </h2>
      <dl className="overview-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="card card--edged overview-facts__item" data-aos="fade-up">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function VisionAndMission() {
  return (
    <section className="band overview-purpose" aria-labelledby="overview-vision-heading">
      <div className="section">
        <h2 id="overview-vision-heading" className="section__title">
          Our Vision
        </h2>
        <p className="overview-vision" data-aos="fade-up">
          {vision}
        </p>
        <h2 className="section__title overview-purpose__mission-title">Our Mission</h2>
        <ul className="bare-list overview-missions">
          {missions.map((mission) => (
            <li key={mission.title} className="tile overview-missions__card" data-aos="fade-up">
              <svg className="overview-missions__icon" width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={MISSION_ICONS[mission.title]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              <h3 className="overview-missions__title">{mission.title}</h3>
              <p>{mission.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function UniformGroupBlock({ group }: { group: UniformGroup }) {
  return (
    <section className="uniform-group" aria-label={`Uniform: ${group.group}`}>
      <h3 className="uniform-group__title">{group.group}</h3>
      <ul className="bare-list uniform-group__days">
        {group.days.map((card) => (
          <li key={card.day} className="card card--topped uniform-day" data-aos="fade-up">
            <h4 className="uniform-day__day">{card.day}</h4>
            <p className="uniform-day__name">{card.name}</p>
            <ul className="uniform-day__items">
              {card.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Uniform() {
  return (
    <section className="section" aria-labelledby="overview-uniform-heading">
      <h2 id="overview-uniform-heading" className="section__title">
        School Uniform
      </h2>
      <p className="section__lead overview-uniform__intro">{uniformIntro}</p>
      <div className="overview-uniform__groups">
        {uniformGroups.map((group) => (
          <UniformGroupBlock key={group.group} group={group} />
        ))}
      </div>
    </section>
  );
}

export function OverviewPage() {
  return (
    <>
      <PageBanner eyebrow="Overview" title="School Overview">
        <p>
          A {school.board} school in {school.city}, founded in {school.foundedYear} by the {school.trust.name}. {school.motto}.
        </p>
      </PageBanner>
      <Facts />
      <VisionAndMission />
      <Uniform />
    </>
  );
}
