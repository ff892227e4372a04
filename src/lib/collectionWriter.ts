/**
 * The writes of one collection of items, made from how an item is stored: add (logged), edit (only what changed since
 * the form opened it, see `updateChangedFields`) and delete (to the trash). Only the admin area writes.
 */
import { deleteField, serverTimestamp } from 'firebase/firestore/lite';
import { addLogged } from './activityLog';
import { liteCollection, liteDocument, updateChangedFields, type Opened } from './liteDb';
import { moveToTrash, type NamedItem } from './trash';

type Fields = Record<string, unknown>;

interface StoredShape<TDraft, TItem> {
  /**
   * The stored fields of a form's draft, or of an item as it was read: text trimmed. An optional field left empty is
   * `undefined`: a new item is stored without it, an edited one has it removed.
   */
  stored: (value: TDraft | TItem) => Fields;
  /** The draft as it may be stored (an address in its stored form); throws, before anything is written, what may not be. */
  checked?: (draft: TDraft) => TDraft;
  /** Its name in the activity log and the trash: the title. */
  name: (draft: TDraft) => string;
  /** Fields only a new item gets (`archived: false`, its place in the list). */
  created?: () => Fields | Promise<Fields>;
  /** A new item is stored with `createdAt`, the server's time. */
  dated?: boolean;
  /** Older spellings of a field, removed when the field is written: `{ imageURL: 'imageUrl' }`. */
  replaces?: Record<string, string>;
}

const defined = (fields: Fields): Fields => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** `collection`'s add, update and remove, for `itemWrites` and the services' tests. */
export function collectionWriter<TDraft, TItem>(collection: string, { stored, checked = (draft) => draft, name, created, dated, replaces = {} }: StoredShape<TDraft, TItem>) {
  /** A new item's fields, as the draft gives them. */
  const newFields = async (draft: TDraft): Promise<Fields> => ({
    ...defined(stored(checked(draft))),
    ...(await created?.()),
    ...(dated && { createdAt: serverTimestamp() }),
  });
  return {
    newFields,
    /** Stores a new item under a new id; resolves to the id. */
    add: async (draft: TDraft): Promise<string> => addLogged(liteCollection(collection), await newFields(draft), name(draft)),

    /** Saves what the admin changed since opening the item; a written field's older spelling is removed. */
    update: async (id: string, draft: TDraft, opened: Opened<TItem>): Promise<void> => {
      const [before, next] = [stored(opened.item), stored(checked(draft))];
      const changed = (field: string) => JSON.stringify(next[field]) !== JSON.stringify(before[field]);
      // An emptied field is removed; so is a changed field's older spelling.
      const emptied = Object.keys(next).filter((field) => next[field] === undefined && changed(field));
      const older = Object.entries(replaces).filter(([field]) => changed(field)).map(([, spelling]) => spelling);
      const removed = Object.fromEntries([...emptied, ...older].map((field) => [field, deleteField()]));
      return updateChangedFields(liteDocument(collection, id), opened.updatedAt, defined(before), { ...defined(next), ...removed }, name(draft));
    },

    /** Moves it to the trash; resolves to its place there, for Undo. */
    remove: ({ id, title }: NamedItem): Promise<string> => moveToTrash(liteDocument(collection, id), title),
  };
}
