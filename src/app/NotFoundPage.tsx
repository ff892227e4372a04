import { Link, useLocation } from 'react-router-dom';
import { resourceCards } from '@/content/navigation';
import './NotFoundPage.css';

const POPULAR_PATHS = ['/Announcements', '/about', '/overview', '/OurEvents', '/ImportantLinks', '/Feepayment'];
const popularPages = POPULAR_PATHS.flatMap((path) => resourceCards.filter((card) => card.to === path));

/** Shown for any address the site does not have: what happened, the way home, and the pages most people want. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="section not-found" aria-labelledby="not-found-heading">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="section__title">
        Page not found
      </h1>
      <p className="not-found__text">
        We couldn’t find <code className="not-found__path">{pathname}</code>. The page may have moved, or the address may be
        mistyped.
      </p>
      <Link className="button" to="/">
        Go to the home page
      </Link>
      <h2 className="not-found__popular-title">Popular pages</h2>
      <ul className="not-found__popular">
        {popularPages.map((card) => (
          <li key={card.to}>
            <Link className="card card--edged not-found__card" to={card.to}>
              <span className="not-found__card-label">{card.label}</span>
              <span className="not-found__card-description">{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
