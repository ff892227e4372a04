import { disclosureDocuments, disclosuresHeading, mandatoryDisclosureCard, sectionIntros } from '@/content/homeSections';
import { photoGridItems } from '@/content/photoGrid';
import { AchievementsTimeline } from '@/features/achievements/AchievementsTimeline';
import { LatestAnnouncements } from '@/features/announcements/LatestAnnouncements';
import { DisclosureDocuments } from '@/features/disclosures/DisclosureDocuments';
import { EventsPreview } from '@/features/events/EventsPreview';
import { AboutBlurb } from '@/features/home/AboutBlurb';
import { AlumniConnect } from '@/features/home/AlumniConnect';
import { HighlightStrip } from '@/features/home/HighlightStrip';
import { HomeSection } from '@/features/home/HomeSection';
import { PhotoGrid } from '@/features/home/PhotoGrid';
import { InfrastructureCards } from '@/features/infrastructure/InfrastructureCards';
import { LinksCards } from '@/features/links/LinksCards';
import { UpcomingKeyDates } from '@/features/year-planner/UpcomingKeyDates';

/**
 * The home page after its hero, in the order of docs/product-rules.md#home: what a parent comes for first (the latest
 * notices, then 'Coming up'), then the school.
 */
export default function HomeSections() {
  const { infrastructure, photoGrid, events, links, achievements, announcements, keyDates } = sectionIntros;
  return (
    <>
      <HomeSection heading={announcements.heading} intro={announcements.intro} more={announcements.link}>
        <div className="home-page__latest home-page__latest--notices">
          <LatestAnnouncements />
        </div>
      </HomeSection>
      <HomeSection heading={keyDates.heading} intro={keyDates.intro} more={keyDates.link} tinted>
        <div className="home-page__latest home-page__latest--dates">
          <UpcomingKeyDates />
        </div>
      </HomeSection>
      <AboutBlurb />
      <HomeSection heading={infrastructure.heading} intro={infrastructure.intro} more={infrastructure.link} tinted>
        <InfrastructureCards />
      </HomeSection>
      <HomeSection heading={photoGrid.heading} intro={photoGrid.intro}>
        <PhotoGrid items={photoGridItems} />
      </HomeSection>
      <HomeSection heading={events.heading} intro={events.intro} more={events.link} tinted>
        <EventsPreview />
      </HomeSection>
      <HomeSection heading={links.heading} intro={links.intro} more={links.link}>
        <LinksCards />
      </HomeSection>
      <HomeSection heading={achievements.heading} intro={achievements.intro} more={achievements.link} tinted>
        <AchievementsTimeline />
      </HomeSection>
      <HighlightStrip />
      <AlumniConnect />
      <HomeSection heading={disclosuresHeading} tinted>
        <DisclosureDocuments lead={mandatoryDisclosureCard} shipped={disclosureDocuments} />
      </HomeSection>
    </>
  );
}
