import { Link } from 'react-router-dom';
import { mandatoryDisclosureLink } from '@/content/navigation';
import { school } from '@/content/school';
import { ContactBlock } from './ContactBlock';
import { SisterSchools } from './SisterSchools';
import './Footer.css';

export function Footer() {
  return (
    <footer className="footer">
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
          <p className="footer__disclosure">
            <Link to={mandatoryDisclosureLink.to}>{mandatoryDisclosureLink.label}</Link>
          </p>
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
