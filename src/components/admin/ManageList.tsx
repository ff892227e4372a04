import { Fragment, type ReactNode } from 'react';
import { DataSection, type SectionQuery } from '../DataSection';
import { ListStatus } from './ListStatus';

interface ItemsProps<TItem extends { id: string }> {
  items: TItem[];
  /** The list's accessible name, where a heading does not give it one. */
  label?: string;
  className?: string;
  /** One item: an AdminItem (an <li>). */
  children: (item: TItem) => ReactNode;
}

function Items<TItem extends { id: string }>({ items, label, className, children }: ItemsProps<TItem>) {
  return (
    <ul className={className ? `bare-list admin-list ${className}` : 'bare-list admin-list'} aria-label={label}>
      {items.map((item) => (
        <Fragment key={item.id}>{children(item)}</Fragment>
      ))}
    </ul>
  );
}

/** Admin items already at hand, with their status line, or `empty` when there are none. */
export function ItemList<TItem extends { id: string }>({ empty, emptyClassName, ...list }: ItemsProps<TItem> & { empty: string; emptyClassName?: string }) {
  return <ListStatus>{list.items.length === 0 ? <p className={emptyClassName ?? 'status-line'}>{empty}</p> : <Items {...list} />}</ListStatus>;
}

type ManageListProps<TItem extends { id: string }> = Omit<ItemsProps<TItem>, 'items'> & {
  query: SectionQuery<TItem[]>;
  /** What could not be loaded: 'the events'. */
  what: string;
  /** The text for an empty list (docs/product-rules.md#messages). */
  empty: string;
};

/** The list of a manage section: loading, error with Retry, its empty text, or the items; with its status line. */
export function ManageList<TItem extends { id: string }>({ query, what, empty, ...list }: ManageListProps<TItem>) {
  return (
    <ListStatus>
      <DataSection query={query} what={what} empty={empty}>
        {(items) => <Items items={items} {...list} />}
      </DataSection>
    </ListStatus>
  );
}
