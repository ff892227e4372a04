import { useState } from 'react';
import { ADDRESS_RULE, storableAddress } from '@/lib/webAddress';
import { keptOnly } from './KeptImages';
import { useFileUploads } from './useFileUploads';

/**
 * A stored picture's address as the site saves it again; an Error saying what to do when the site can no longer
 * save it (an older `http://` address, say), so that the save is not refused without a reason.
 */
function keptAddress(address: string, whatToDo: string): string {
  const stored = storableAddress(address);
  if (stored === null) throw new Error(`The picture at “${address}” cannot be saved again: the site keeps only ${ADDRESS_RULE}. ${whatToDo}`);
  return stored;
}

/** One picture that a new pick replaces (an achievement's image, a member's photo, a thumbnail). */
export function useSingleImage(current: string | null | undefined) {
  const uploads = useFileUploads({ multiple: false });
  return {
    uploads,
    current: current ?? null,
    /** Whether the item will have a picture: a new pick, or the stored one. */
    chosen: uploads.files.length > 0 || Boolean(current),
    /** Uploads a new pick; its address, else the stored one. */
    async url(): Promise<string> {
      const [uploaded] = await uploads.uploadAll();
      if (uploaded) return uploaded;
      if (!current) throw new Error('The image host returned no address for the picture.');
      return keptAddress(current, 'Choose a new picture.');
    },
  };
}

/** A list of pictures (an event's photos, a gallery): the stored ones the admin keeps, then new picks. */
export function useImageList(stored: string[]) {
  const [kept, setKept] = useState(() => stored.map(() => true));
  const uploads = useFileUploads({ multiple: true });
  return {
    uploads,
    stored,
    kept,
    setKept,
    /** How many pictures the item will have. */
    count: keptOnly(stored, kept).length + uploads.files.length,
    /** Uploads the new picks; the kept addresses, then theirs. */
    async urls(): Promise<string[]> {
      const keptAddresses = keptOnly(stored, kept).map((address) => keptAddress(address, 'Untick it, and add the picture again.'));
      return [...keptAddresses, ...(await uploads.uploadAll())];
    },
  };
}

export type SingleImage = ReturnType<typeof useSingleImage>;
export type ImageList = ReturnType<typeof useImageList>;
