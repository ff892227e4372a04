import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { ACHIEVEMENT_FADE_MS } from './achievementDisplay';
import { AchievementImage } from './AchievementImage';
import { listAchievements } from './achievementsService';
import './AchievementsTimeline.css';

const MAX_ITEMS = 3;

/** The home page's achievements timeline: the first few, by priority (the home page adds the link to them all). */
export function AchievementsTimeline() {
  const state = useAsyncData(listAchievements);
  if (state.status === 'loading') return <p className="status-line" aria-live="polite">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the achievements" onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="status-line">No achievements added yet.</p>;
  return (
    <ol className="achievements-preview">
      {state.data.slice(0, MAX_ITEMS).map((achievement) => (
        <li
          key={achievement.id}
          className="achievements-preview__item"
          data-aos="fade-up"
          data-aos-duration={ACHIEVEMENT_FADE_MS}
        >
          <AchievementImage
            className="achievements-preview__image"
            src={achievement.imageUrl}
            alt={achievement.title}
          />
          <div className="achievements-preview__text">
            <h3 className="achievements-preview__title">{achievement.title}</h3>
            <p className="achievements-preview__description">{achievement.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
