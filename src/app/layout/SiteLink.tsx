import { Link, useLocation } from 'react-router-dom';
import type { NavLink } from '@/content/navigation';
import { publicPages } from '../publicPages';
import { isSamePage } from './samePage';

const aliasGroups = publicPages.map((page) => page.paths);

/**
 * A link of the site's menus: to a page, an in-app link marked `aria-current` when it is the page you are on (by any
 * of its paths); to a part of the page you are on (`#contact`), a plain link, which the browser scrolls to.
 */
export function SiteLink({ link, className }: { link: NavLink; className?: string }) {
  const { pathname } = useLocation();
  if (link.to.startsWith('#')) {
    return (
      <a className={className} href={link.to}>
        {link.label}
      </a>
    );
  }
  return (
    <Link className={className} to={link.to} aria-current={isSamePage(link.to, pathname, aliasGroups) ? 'page' : undefined}>
      {link.label}
    </Link>
  );
}
