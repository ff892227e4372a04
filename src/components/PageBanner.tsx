import type { ReactNode } from 'react';
import './PageBanner.css';

interface PageBannerProps {
  /** The page's heading (its only h1). */
  title: string;
  /** A short line above the heading, e.g. the section of the site. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The coloured band at the top of an inner page, holding its h1 and an optional introduction. */
export function PageBanner({ title, eyebrow, children }: PageBannerProps) {
  return (
    <div className="page-banner">
      <div className="page-banner__inner">
        {eyebrow ? <p className="caps eyebrow page-banner__eyebrow">{eyebrow}</p> : null}
        <h1 className="title-rule page-banner__title">{title}</h1>
        {children ? <div className="page-banner__lead">{children}</div> : null}
      </div>
    </div>
  );
}
