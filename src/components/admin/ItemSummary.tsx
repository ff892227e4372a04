import type { ReactNode } from 'react';
import './AdminItem.css';

export interface ItemPicture {
  src: string | null;
  alt: string;
}

interface ItemSummaryProps {
  title: string;
  /** The title's heading level: 3 under a manage section's h2, 4 one level deeper. */
  level?: 3 | 4;
  /** The item's main picture beside its text; a box saying so when it has none (src null). */
  picture?: ItemPicture;
  /** The parts of a short line under the title ('2 of 5', '3 photos'); empty ones are left out. */
  meta?: (string | null | undefined)[];
  /** A warning the admin should act on ('Hidden from visitors: no numeric priority'). */
  flag?: string | null;
  /** The item's longer text, line breaks kept. */
  text?: string | null;
  /** Small pictures under the text: an event's photos, a gallery. */
  thumbnails?: ItemPicture[];
  children?: ReactNode;
}

/** How a manage list shows one saved item: picture, title, meta line, warning, text and thumbnails. */
export function ItemSummary({ title, level = 3, picture, meta, flag, text, thumbnails = [], children }: ItemSummaryProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={picture ? 'admin-item__summary admin-item__summary--pictured' : 'admin-item__summary'}>
      {picture &&
        (picture.src ? (
          <img className="admin-item__picture" src={picture.src} alt={picture.alt} width={160} height={107} loading="lazy" decoding="async" />
        ) : (
          <span className="admin-item__picture admin-item__picture--missing">No picture</span>
        ))}
      <div className="admin-item__body">
        <Heading className="admin-item__title">{title}</Heading>
        {meta?.some(Boolean) && <p className="admin-item__meta">{meta.filter(Boolean).join(' · ')}</p>}
        {flag && <p className="admin-item__meta admin-item__flag">{flag}</p>}
        {text && <p className="admin-item__text">{text}</p>}
        {children}
        {thumbnails.length > 0 && (
          <div className="admin-item__thumbs">
            {thumbnails.map((thumbnail, index) => (
              <img key={`${index}-${thumbnail.src}`} src={thumbnail.src ?? undefined} alt={thumbnail.alt} width={96} height={72} loading="lazy" decoding="async" />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** The warning for an item whose priority is not a number: the public lists leave it out. */
export const HIDDEN_WITHOUT_PRIORITY = 'Hidden from visitors: no numeric priority. Move it up to give it a place.';

/** '2 of 5': the item's place in an ordered list, or nothing for an item without a numeric priority (its flag says so). */
export function placeMeta<T extends { priority: number | null }>(item: T, list: readonly T[]): string | null {
  return item.priority === null ? null : `${list.indexOf(item) + 1} of ${list.length}`;
}

/** '1 photo', '3 photos'. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
