import type { UseMutationOptions } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { AdminPageId } from '@/content/adminPages';
import type { ContentType } from '@/content/contentTypes';
import type { ListMove } from '@/lib/listOrder';
import type { SectionQuery } from '../DataSection';
import { AdminItem } from './AdminItem';
import { AdminPage, AdminSection } from './AdminPage';
import { moveActions, trashRemoval, type Removal, type TrashWrites } from './itemActions';
import { ManageList } from './ManageList';
import type { EditorDone } from './useItemForm';

/** How a list of items is managed: its form, its writes, and how one item reads in the list. */
export interface CollectionAdmin<TItem extends { id: string }> {
  /** Its content type: the activity log's and the trash's name for its items. */
  type: ContentType;
  /** Adds an item, or with `initial` edits it and calls `onDone`. */
  Form: ComponentType<{ initial?: TItem; onDone?: EditorDone }>;
  /** Its writes (`itemWrites`): an item is deleted to the trash, with Undo. */
  writes: TrashWrites;
  /** The deletion's texts: what an item is called ('event'), 'Remove' for people, the name in the question. */
  removal: Pick<Removal, 'noun' | 'label' | 'named'>;
  /** Its name in the list: its title, or 'Untitled event'. */
  name: (item: TItem) => string;
  /** How it reads in the list (an ItemSummary); `list` is every item shown, in order. */
  summary: (item: TItem, name: string, list: readonly TItem[]) => ReactNode;
  /** An ordered list (visitors see it in this order): Move up and Move down write each item's place. */
  order?: { move: UseMutationOptions<void, Error, ListMove>; place: (item: TItem) => number | null };
  /** The list's query (a hook). */
  useItems: () => SectionQuery<TItem[]>;
  /** What could not be loaded ('the events'), and the text for an empty list (docs/product-rules.md#messages). */
  what: string;
  empty: string;
}

/** One item of a managed list: its summary, Edit (its form in place), Move up and down where ordered, and Delete. */
function CollectionItem<TItem extends { id: string }>({ admin, item, list }: { admin: CollectionAdmin<TItem>; item: TItem; list: readonly TItem[] }) {
  const { type, Form, writes, removal, name: nameOf, summary } = admin;
  const name = nameOf(item);
  return (
    <AdminItem
      name={name}
      logged={{ type, id: item.id }}
      editor={(done) => <Form initial={item} onDone={done} />}
      actions={admin.order && moveActions({ item, list, name: nameOf, noun: removal.noun, ...admin.order })}
      remove={{ ...trashRemoval(writes, { id: item.id, title: name }, removal.noun), ...removal }}
    >
      {summary(item, name, list)}
    </AdminItem>
  );
}

/** The managed list: loading, error with Retry, its empty text, or the items. */
export function ManagedList<TItem extends { id: string }>({ admin }: { admin: CollectionAdmin<TItem> }) {
  const query = admin.useItems();
  const list = query.data ?? [];
  return (
    <ManageList query={query} what={admin.what} empty={admin.empty}>
      {(item) => <CollectionItem admin={admin} item={item} list={list} />}
    </ManageList>
  );
}

interface PageText {
  page: AdminPageId;
  /** The line under the heading: what the page changes. */
  intro: string;
  /** The headings of its two sections: 'Upload an event', 'Manage events'. */
  addTitle: string;
  manageTitle: string;
}

/**
 * The admin page of one list: the form that adds an item, then the list to edit and delete them; `Between` renders
 * sections between the two (the council's description).
 */
export function collectionAdminPage<TItem extends { id: string }>({ page, intro, addTitle, manageTitle }: PageText, admin: CollectionAdmin<TItem>, Between?: ComponentType) {
  return function CollectionAdminPage() {
    return (
      <AdminPage page={page} intro={intro}>
        <AdminSection title={addTitle}>
          <admin.Form />
        </AdminSection>
        {Between && <Between />}
        <AdminSection title={manageTitle}>
          <ManagedList admin={admin} />
        </AdminSection>
      </AdminPage>
    );
  };
}
