import { footerQuickLinks } from '@/content/navigation';
import { school } from '@/content/school';
import { ContactBlock } from './ContactBlock';
import { SiteLink } from './SiteLink';
import { SisterSchools } from './SisterSchools';
import './Footer.css';

/** The footer's row of quick links (`footerQuickLinks`); the page you are on is marked. */
function QuickLinks() {
  return (
    <nav className="footer__quick" aria-label="Quick links">
      <ul className="footer__quick-list">
        {footerQuickLinks.map((link) => (
          <li key={link.to}>
            <SiteLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="footer">
      <QuickLinks />
      <div className="footer__inner">
        <ContactBlock />
        <SisterSchools />
      </div>
      <div className="footer__bottom">
        <div className="footer__bottom-inner">
          <p className="footer__copyright">
            © {school.foundedYear}–{new Date().getFullYear()} {school.name}, {school.city}. A school of the{' '}
            <a href={school.trust.website} target="_blank" rel="noopener noreferrer">
              {school.trust.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
          <p className="footer__motto">{school.motto}</p>
          <ul className="footer__social" aria-label="Social media">
            {school.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
