import { useQuery } from '@tanstack/react-query';
import { DataSection } from '@/components/DataSection';
import { homePreviewSizes } from '@/content/homePreviewSizes';
import { ACHIEVEMENT_FADE_MS } from './achievementDisplay';
import { AchievementImage } from './AchievementImage';
import { firstAchievementsQuery } from './achievementsQueries';
import './AchievementsTimeline.css';

const MAX_ITEMS = homePreviewSizes.achievements;

/** The home page's achievements timeline: the first few, by priority (the home page adds the link to them all). */
export function AchievementsTimeline() {
  const first = useQuery(firstAchievementsQuery(MAX_ITEMS));
  return (
    <DataSection query={first} what="the achievements" empty="No achievements added yet.">
      {(achievements) => (
        <ol className="timeline-line achievements-preview">
          {achievements.map((achievement) => (
            <li key={achievement.id} className="card card--outlined timeline-dot achievements-preview__item" data-aos="fade-up" data-aos-duration={ACHIEVEMENT_FADE_MS}>
              <AchievementImage
                className="photo achievements-preview__image"
                src={achievement.imageUrl}
                alt={achievement.title}
                sizes="(min-width: 40rem) 14rem, 100vw"
              />
              <div className="achievements-preview__text">
                <h3 className="achievements-preview__title">{achievement.title}</h3>
                <p className="achievements-preview__description">{achievement.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </DataSection>
  );
}
