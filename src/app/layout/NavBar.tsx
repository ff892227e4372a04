import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { dropdownLinks, topBarLinks, type NavLink } from '@/content/navigation';
import { school } from '@/content/school';
import { publicPages } from '../publicPages';
import { isSamePage } from './samePage';
import './NavBar.css';

const aliasGroups = publicPages.map((page) => page.paths);

function NavLinks({ links, currentPath }: { links: readonly NavLink[]; currentPath: string }) {
  return (
    <ul className="nav-bar__list">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            className="nav-bar__link"
            to={link.to}
            aria-current={isSamePage(link.to, currentPath, aliasGroups) ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className="nav-bar__toggle-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The site's top bar: the school's name and the menu of docs/product-rules.md#menus-and-buttons. Wide screens show the links in the bar;
 * small screens a hamburger button that toggles a dropdown (which uses /Links and /Events).
 */
export function NavBar() {
  const location = useLocation();
  const dropdownId = useId();
  const header = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLElement>(null);
  // The dropdown stays open only on the visit it was opened on: every navigation (a link, Back) closes it.
  const [openOnVisit, setOpenOnVisit] = useState<string | null>(null);
  const open = openOnVisit === location.key;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnVisit(null);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      // Outside the bar, or on the dimmed backdrop (the dropdown's own box, outside its links).
      const target = event.target;
      if (target === dropdown.current || (target instanceof Node && !header.current?.contains(target))) setOpenOnVisit(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <header ref={header} className="nav-bar">
      <div className="nav-bar__inner">
        <Link className="nav-bar__brand" to="/">
          <img className="nav-bar__crest" src="/favicon.svg" width="44" height="44" alt="" />
          <span className="nav-bar__brand-text">
            <span className="nav-bar__name">{school.name}</span>
            <span className="nav-bar__motto">{school.motto}</span>
          </span>
        </Link>
        <nav className="nav-bar__top" aria-label="Main">
          <NavLinks links={topBarLinks} currentPath={location.pathname} />
        </nav>
        <button
          ref={toggle}
          type="button"
          className="nav-bar__toggle"
          aria-expanded={open}
          aria-controls={dropdownId}
          onClick={() => setOpenOnVisit(open ? null : location.key)}
        >
          <MenuIcon open={open} />
          <span className="visually-hidden">Menu</span>
        </button>
      </div>
      <nav ref={dropdown} id={dropdownId} className="nav-bar__dropdown" aria-label="Main" hidden={!open}>
        <NavLinks links={dropdownLinks} currentPath={location.pathname} />
      </nav>
    </header>
  );
}
