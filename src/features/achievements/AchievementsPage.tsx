import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { ACHIEVEMENT_FADE_MS, timelineSide } from './achievementDisplay';
import { AchievementImage } from './AchievementImage';
import { listAchievements } from './achievementsService';
import './AchievementsPage.css';

export function AchievementsPage() {
  const state = useAsyncData(listAchievements);
  return (
    <section className="section" aria-labelledby="achievements-heading">
      <h1 id="achievements-heading" className="section__title">
        Our Achievements
      </h1>
      <p className="achievements__lead">
        Celebrating our students and teachers: results, medals and milestones from the classroom, the field and the
        stage.
      </p>
      {state.status === 'loading' && (
        <p className="status-line" aria-live="polite">
          Loading...
        </p>
      )}
      {state.status === 'error' && <LoadError what="the achievements" onRetry={state.retry} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="status-line">No achievements added yet.</p>
        ) : (
          <ol className="achievements-timeline">
            {state.data.map((achievement, index) => (
              <li
                key={achievement.id}
                className={`achievements-timeline__item achievements-timeline__item--${timelineSide(index)}`}
              >
                <article
                  className="achievement-card"
                  data-aos="fade-up"
                  data-aos-duration={ACHIEVEMENT_FADE_MS}
                  aria-labelledby={`achievement-${achievement.id}`}
                >
                  <AchievementImage
                    className="achievement-card__image"
                    src={achievement.imageUrl}
                    alt={achievement.title}
                    loading={index < 2 ? 'eager' : 'lazy'}
                  />
                  <div className="achievement-card__body">
                    <h2 id={`achievement-${achievement.id}`} className="achievement-card__title">
                      {achievement.title}
                    </h2>
                    <p className="achievement-card__description">{achievement.description}</p>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
