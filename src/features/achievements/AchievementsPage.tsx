import { useState } from 'react';
import { DataSection } from '@/components/DataSection';
import { alternatingSide } from '@/lib/alternatingSide';
import { ACHIEVEMENT_CARD_SIZES, ACHIEVEMENT_FADE_MS } from './achievementDisplay';
import { AchievementImage } from './AchievementImage';
import { useAchievements } from './achievementsQueries';
import './AchievementsPage.css';

export function AchievementsPage() {
  // The other pictures wait for the first, the one in view, to be painted: they do not share the connection with it.
  const [firstShown, setFirstShown] = useState(false);
  return (
    <section className="section" aria-labelledby="achievements-heading">
      <h1 id="achievements-heading" className="section__title">
        Our Achievements
      </h1>
      <p className="section__lead achievements__lead">
        Celebrating our students and teachers: results, medals and milestones from the classroom, the field and the
        stage.
      </p>
      <DataSection reserve="page" early query={useAchievements()} what="the achievements" empty="No achievements added yet.">
        {(achievements) => (
          <ol className="timeline-line achievements-timeline">
            {achievements.map((achievement, index) => (
              <li
                key={achievement.id}
                className={`timeline-dot achievements-timeline__item achievements-timeline__item--${alternatingSide(index)}`}
              >
                <article
                  className="card achievement-card"
                  data-aos="fade-up"
                  data-aos-duration={ACHIEVEMENT_FADE_MS}
                  aria-labelledby={`achievement-${achievement.id}`}
                >
                  <AchievementImage
                    className="photo achievement-card__image"
                    src={achievement.imageUrl}
                    alt={achievement.title}
                    loading={index < 2 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    sizes={ACHIEVEMENT_CARD_SIZES}
                    waiting={index > 0 && !firstShown}
                    onShown={index === 0 ? () => setFirstShown(true) : undefined}
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
        )}
      </DataSection>
    </section>
  );
}
