import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HideOnError } from '@/components/HideOnError';
import './HomeSection.css';

interface HomeSectionProps {
  heading: string;
  intro?: string;
  /** A "see more" link under the content, to the section's own page. */
  more?: { to: string; label: string };
  /** A tinted full-width band, to separate neighbouring sections. */
  tinted?: boolean;
  children: ReactNode;
}

/**
 * One band of the home page: a landmark region named by its heading, with an optional intro and "see more" link.
 * A section that fails to render disappears; the rest of the page stays.
 */
export function HomeSection(props: HomeSectionProps) {
  return (
    <HideOnError what={`The home page section '${props.heading}'`}>
      <HomeSectionBand {...props} />
    </HideOnError>
  );
}

function HomeSectionBand({ heading, intro, more, tinted = false, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section className={`home-section${tinted ? ' home-section--tinted' : ''}`} aria-labelledby={headingId}>
      <div className="section">
        <h2 id={headingId} className="section__title">
          {heading}
        </h2>
        {intro && <p className="home-section__intro">{intro}</p>}
        {children}
        {more && (
          <p className="home-section__more">
            <Link className="button button--secondary" to={more.to}>
              {more.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
