import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { dropdownLinks, topBarLinks, type NavLink } from '@/content/navigation';
import { school } from '@/content/school';
import { SiteLink } from './SiteLink';
import { useMenuClosing } from './useMenuClosing';
import './NavBar.css';

function NavLinks({ links }: { links: readonly NavLink[] }) {
  return (
    <ul className="nav-bar__list">
      {links.map((link) => (
        <li key={link.to}>
          <SiteLink className="nav-bar__link" link={link} />
        </li>
      ))}
    </ul>
  );
}

/** The hamburger, and the cross that replaces it while the menu is open (by CSS: the browser opens the menu). */
function MenuIcon() {
  return (
    <svg className="nav-bar__toggle-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className="nav-bar__icon-closed" d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      <path className="nav-bar__icon-open" d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The school office's phone, one tap from the first screen of every page on a phone (issue 35). */
function CallLink() {
  return (
    <a className="nav-bar__call" href={`tel:${school.phone.dial}`}>
      <svg className="nav-bar__call-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      {/* Its name says what it does and the number; the word shown (not on the narrowest phones) begins it. */}
      <span className="nav-bar__call-label" aria-hidden="true">
        Call
      </span>
      <span className="visually-hidden">Call the school office, {school.phone.display}</span>
    </a>
  );
}

/**
 * The site's top bar: the school's name and the menu of docs/product-rules.md#menus-and-buttons. Wide screens show the
 * links in the bar; small screens a Call link and a hamburger that opens a dropdown (which uses /Links and /Events).
 * The dropdown is a <details>: the browser opens it on the first tap, before the page's scripts have arrived on a
 * slow connection; React adds the ways to close it (useMenuClosing).
 */
export function NavBar() {
  const location = useLocation();
  const bar = useRef<HTMLElement>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  const dropdown = useRef<HTMLElement>(null);
  useMenuClosing(menu, bar, dropdown, location.key);

  return (
    <header ref={bar} className="nav-bar">
      <div className="nav-bar__inner">
        <Link className="nav-bar__brand" to="/">
          <img className="nav-bar__crest" src="/favicon.svg" width="44" height="44" alt="" />
          <span className="nav-bar__brand-text">
            <span className="nav-bar__name">{school.name}</span>
            <span className="nav-bar__motto">{school.motto}</span>
          </span>
        </Link>
        <nav className="nav-bar__top" aria-label="Main">
          <NavLinks links={topBarLinks} />
        </nav>
        <CallLink />
        <details ref={menu} className="nav-bar__menu">
          <summary className="nav-bar__toggle">
            <MenuIcon />
            <span className="visually-hidden">Menu</span>
          </summary>
          <nav ref={dropdown} className="nav-bar__dropdown" aria-label="Main">
            <NavLinks links={dropdownLinks} />
          </nav>
        </details>
      </div>
    </header>
  );
}
