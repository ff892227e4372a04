import { school } from '@/content/school';
import { useShownWhenSeen } from './useShownWhenSeen';
import './ContactBlock.css';

function ContactIcon({ path }: { path: string }) {
  return (
    <svg className="contact__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const ICONS = {
  pin: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4.4 7H4v.9l8 5.4 8-5.4V7h-.4z',
  phone: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 10.4 3.5 2.1-.8 1.3L11 13V7h2z',
};

/**
 * The school's address, mail, phone and location map. The map is an embed from Google, loaded only once the page and
 * its data have loaded and the reader comes near it (useShownWhenSeen); the link under it works even where the embed
 * cannot load.
 */
export function ContactBlock() {
  const { ref: frame, shown: mapShown } = useShownWhenSeen();
  return (
    <section id="contact" className="contact" aria-labelledby="contact-heading">
      <div className="contact__details">
        <h2 id="contact-heading" className="contact__title">
          Contact us
        </h2>
        <ul className="contact__list">
          <li className="contact__item--address">
            <ContactIcon path={ICONS.pin} />
            <address className="contact__address">
              <strong>{school.name}</strong>
              {school.addressLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </li>
          <li>
            <ContactIcon path={ICONS.mail} />
            <span>
              <span className="visually-hidden">Mail: </span>
              <a href={`mailto:${school.email}`}>{school.email}</a>
            </span>
          </li>
          <li>
            <ContactIcon path={ICONS.phone} />
            <span>
              <span className="visually-hidden">Phone: </span>
              <a href={`tel:${school.phone.dial}`}>{school.phone.display}</a>
            </span>
          </li>
          <li>
            <ContactIcon path={ICONS.clock} />
            <span>Office: {school.officeHours}</span>
          </li>
        </ul>
      </div>
      <div className="contact__map">
        <div className="contact__map-frame" ref={frame}>
          <p className="contact__map-placeholder" aria-hidden="true">
            <ContactIcon path={ICONS.pin} />
            Map of {school.city}
          </p>
          {/* The map is the browser's own: a copy of the page kept for the next visit leaves it out. */}
          <div className="contact__map-live" data-client-only>
            {mapShown && (
              <iframe
                className="contact__map-embed"
                title={`Map showing the location of ${school.name}, ${school.city}`}
                src={school.map.embedUrl}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                allowFullScreen
              />
            )}
          </div>
        </div>
        <a className="contact__map-link" href={school.map.linkUrl} target="_blank" rel="noopener noreferrer">
          Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
