import { alumniConnect } from '@/content/homeSections';
import './AlumniConnect.css';

/** An invitation to former students, through the school's external alumni form. */
export function AlumniConnect() {
  const { heading, text, linkLabel, formUrl } = alumniConnect;
  return (
    <section className="alumni-connect" aria-labelledby="alumni-connect-title">
      <div className="section">
        <div className="alumni-connect__card">
          <svg className="alumni-connect__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
            <path d="M12 3 1 9l11 6 9-4.9V17h2V9zM5 13.2v4L12 21l7-3.8v-4L12 17z" />
          </svg>
          <div className="alumni-connect__text">
            <h2 id="alumni-connect-title" className="alumni-connect__title">
              {heading}
            </h2>
            <p>{text}</p>
          </div>
          <a className="button alumni-connect__link" href={formUrl} target="_blank" rel="noopener noreferrer">
            {linkLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
