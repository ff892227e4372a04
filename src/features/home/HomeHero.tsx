import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HideOnError } from '@/components/HideOnError';
import { heroContent } from '@/content/homeSections';
import { school } from '@/content/school';
import { ResourceMenuButton } from './ResourceMenuButton';
import { useIdleMotion } from './useIdleMotion';
import './HomeHero.css';

const HeroParticles = lazy(() => import('./HeroParticles').then((module) => ({ default: module.HeroParticles })));

/**
 * The top of the home page: the school's name and motto, its three main doors, a line of news under them (`news`: the
 * admissions that are open, composed in src/app; its space is kept, so that nothing moves when it arrives), and the
 * resource menu.
 */
export function HomeHero({ news }: { news?: ReactNode }) {
  const motionReady = useIdleMotion();

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      {/* The particles are the browser's own: a copy of the page kept for the next visit leaves them out. */}
      <div className="home-hero__backdrop" aria-hidden="true" data-client-only>
        {motionReady && (
          <HideOnError what="The particle background">
            <Suspense fallback={null}>
              <HeroParticles />
            </Suspense>
          </HideOnError>
        )}
      </div>
      <div className="home-hero__content">
        <p className="caps home-hero__eyebrow">
          {school.board} school · {school.city} · Since {school.foundedYear}
        </p>
        <h1 id="home-hero-title" className="home-hero__title">
          {school.name}
        </h1>
        <p className="home-hero__motto">{school.motto}</p>
        <p className="home-hero__tagline">{heroContent.tagline}</p>
        <p className="home-hero__disclosure">
          <Link to={heroContent.disclosureLink.to}>{heroContent.disclosureLink.label}</Link>
        </p>
        <ul className="home-hero__actions">
          {heroContent.buttons.map((button) => (
            <li key={button.to}>
              <Link className={`home-hero__button${button.primary ? ' home-hero__button--primary' : ''}`} to={button.to}>
                {button.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="home-hero__news">{news}</div>
        <ResourceMenuButton label={heroContent.resourceMenuLabel} />
      </div>
    </section>
  );
}
