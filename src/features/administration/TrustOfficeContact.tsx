import type { SocialLink } from '@/content/school';
import { trustOffice } from '@/content/trustOffice';
import './TrustOfficeContact.css';

const ICON_PATHS: Record<SocialLink['label'], string> = {
  Facebook: 'M14 8h3V4h-3c-2.76 0-5 2.24-5 5v2H7v4h2v8h4v-8h3l1-4h-4V9c0-.55.45-1 1-1Z',
  Instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  YouTube:
    'M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.1c0-1.22-.02-2.79-1.7-2.79-1.7 0-1.96 1.33-1.96 2.7V21h-4V9.5Z',
};

/** The trust office's address, phone, mail, social pages and website. */
export function TrustOfficeContact() {
  const { name, addressLines, phone, email, hours, website, socialLinks } = trustOffice;
  return (
    <section className="trust-office" aria-labelledby="trust-office-heading">
      <div className="trust-office__intro">
        <p className="caps eyebrow trust-office__eyebrow">Get in touch</p>
        <h2 id="trust-office-heading" className="trust-office__title">
          Trust Office
        </h2>
        <p className="trust-office__name">{name}</p>
        <p className="trust-office__note">
          For matters concerning the trust and its schools, write to or visit the trust office.
        </p>
      </div>
      <div className="trust-office__details">
        <address className="trust-office__address">
          {addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <dl className="trust-office__contacts">
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${phone.dial}`}>{phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
          <div>
            <dt>Office hours</dt>
            <dd>{hours}</dd>
          </div>
        </dl>
        <div className="trust-office__actions">
          <ul className="trust-office__social" aria-label="The trust on social media">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  className="trust-office__social-link"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (opens in a new tab)`}
                >
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                    <path fill="currentColor" d={ICON_PATHS[link.label]} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <a className="button trust-office__website" href={website} target="_blank" rel="noopener noreferrer">
            Visit the Trust Website
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
