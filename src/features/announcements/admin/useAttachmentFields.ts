import { useState } from 'react';
import { useFileUploads, type PickedFile } from '@/components/admin/useFileUploads';
import { isBlankText, refusedCharacterMessage } from '@/lib/hiddenCharacters';
import { ADDRESS_RULE, storableAddress } from '@/lib/webAddress';
import { MAX_ATTACHMENT_NAME, MAX_ATTACHMENTS, type Attachment } from '../attachments';

/** A stored attachment in the editor: its name as the admin is editing it, and a key that survives removals. */
export interface KeptAttachment extends Attachment {
  key: number;
}

/** The name an attachment gets from its file: the file name without `.pdf` (the whole name when nothing is left). */
export function defaultAttachmentName(fileName: string): string {
  const base = fileName.replace(/\.pdf$/i, '').trim();
  return (base === '' ? fileName : base).slice(0, MAX_ATTACHMENT_NAME);
}

/**
 * The PDF attachments of the announcement form: in an editor the stored ones (each renamed or removed in place),
 * then new picks, each with a name that starts as its file name. Nothing is stored until the form is saved.
 */
export function useAttachmentFields(stored: readonly Attachment[]) {
  const [kept, setKept] = useState<KeptAttachment[]>(() => stored.map((attachment, key) => ({ ...attachment, key })));
  const [names, setNames] = useState<Record<string, string>>({});
  const uploads = useFileUploads({ multiple: true, kind: 'pdf' });

  const nameOf = (picked: PickedFile): string => names[picked.id] ?? defaultAttachmentName(picked.file.name);
  const count = kept.length + uploads.files.length;

  return {
    uploads,
    kept,
    nameOf,
    setName: (id: string, name: string) => setNames((current) => ({ ...current, [id]: name })),
    rename: (key: number, name: string) => setKept((list) => list.map((attachment) => (attachment.key === key ? { ...attachment, name } : attachment))),
    remove: (key: number) => setKept((list) => list.filter((attachment) => attachment.key !== key)),

    /** Why the attachments cannot be saved as they are (too many, a blank name, a hidden character), or null. */
    problem(): string | null {
      if (count > MAX_ATTACHMENTS) {
        return `An announcement can have at most ${MAX_ATTACHMENTS} attachments: remove ${count - MAX_ATTACHMENTS} of the ${count}.`;
      }
      const names = [...kept.map((attachment) => attachment.name), ...uploads.files.map(nameOf)];
      if (names.some(isBlankText)) return 'Please give every attachment a name.';
      const refused = names.map((name) => refusedCharacterMessage(name, false));
      const hidden = refused.findIndex(Boolean);
      return hidden < 0 ? null : `Nothing was saved: check the name of attachment ${hidden + 1}. ${refused[hidden]}`;
    },

    /**
     * Uploads the new picks and resolves to every attachment to store, the kept ones first. Rejects, saying what to
     * do, when a kept one has an address the site can no longer store, and when an upload fails (its pick shows why).
     */
    async attachments(): Promise<Attachment[]> {
      const keptAttachments = kept.map(({ name, url }) => {
        const address = storableAddress(url);
        if (address === null) {
          throw new Error(`The attachment “${name}” at “${url}” cannot be saved again: the site keeps only ${ADDRESS_RULE}. Remove it, and add the PDF again.`);
        }
        return { name, url: address };
      });
      const picked = new Map(uploads.files.map((file) => [file.id, file]));
      const uploaded = await uploads.uploadEach();
      return [...keptAttachments, ...uploaded.flatMap(({ id, url }) => {
        const file = picked.get(id);
        return file ? [{ name: nameOf(file), url }] : [];
      })];
    },

    /** Empties the form's attachments after a new announcement was posted. */
    clear() {
      uploads.clear();
      setNames({});
      setKept([]);
    },
  };
}

export type AttachmentFieldsState = ReturnType<typeof useAttachmentFields>;
