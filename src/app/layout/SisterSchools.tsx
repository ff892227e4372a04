import { sisterSchools } from '@/content/sisterSchools';
import './SisterSchools.css';

/** The footer's 'Schools under the trust': the twelve sister schools, each opening its own site in a new tab. */
export function SisterSchools() {
  return (
    <section className="sister-schools" aria-labelledby="sister-schools-heading">
      <h2 id="sister-schools-heading" className="sister-schools__title">
        Schools under the trust
      </h2>
      <ul className="bare-list sister-schools__list">
        {sisterSchools.map((sisterSchool) => (
          <li key={sisterSchool.url}>
            <a className="sister-schools__link" href={sisterSchool.url} target="_blank" rel="noopener noreferrer">
              <span className="sister-schools__name">{sisterSchool.name}</span>
              <span className="sister-schools__place">
                {sisterSchool.city} · {sisterSchool.board}
              </span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
