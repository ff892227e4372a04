import type { ReactNode } from 'react';
import { highlights } from '@/content/homeSections';
import './HighlightStrip.css';

/** Icons for the strip, in the order of the highlights. */
const icons: ReactNode[] = [
  <path key="heart" d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />,
  <path key="bulb" d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z" />,
  <g key="globe">
    <circle cx="12" cy="12" r="9.5" />
    <path d="M2.5 12h19M12 2.5a14.5 14.5 0 0 1 0 19 14.5 14.5 0 0 1 0-19z" />
  </g>,
];

/** The three ideas the school stands for: Holistic Education, Innovation in Learning, Global Outlook. */
export function HighlightStrip() {
  return (
    <section className="highlight-strip" aria-labelledby="highlight-strip-title">
      <div className="section">
        <h2 id="highlight-strip-title" className="visually-hidden">
          What we stand for
        </h2>
        <ul className="highlight-strip__list">
          {highlights.map((highlight, index) => (
            <li key={highlight.title} className="highlight-strip__item">
              <svg
                className="highlight-strip__icon"
                viewBox="0 0 24 24"
                width="40"
                height="40"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                {icons[index]}
              </svg>
              <h3 className="highlight-strip__title">{highlight.title}</h3>
              <p className="highlight-strip__text">{highlight.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
