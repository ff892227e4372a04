import { useState } from 'react';
import { keptOnly } from './KeptImages';
import { useImageUploads } from './useImageUploads';

/** One picture that a new pick replaces (an achievement's image, a member's photo, a thumbnail). */
export function useSingleImage(current: string | null | undefined) {
  const uploads = useImageUploads({ multiple: false });
  return {
    uploads,
    current: current ?? null,
    /** Whether the item will have a picture: a new pick, or the stored one. */
    chosen: uploads.images.length > 0 || Boolean(current),
    /** Uploads a new pick; its address, else the stored one. */
    async url(): Promise<string> {
      const [uploaded] = await uploads.uploadAll();
      const url = uploaded ?? current;
      if (!url) throw new Error('The image host returned no address for the picture.');
      return url;
    },
  };
}

/** A list of pictures (an event's photos, a gallery): the stored ones the admin keeps, then new picks. */
export function useImageList(stored: string[]) {
  const [kept, setKept] = useState(() => stored.map(() => true));
  const uploads = useImageUploads({ multiple: true });
  return {
    uploads,
    stored,
    kept,
    setKept,
    /** How many pictures the item will have. */
    count: keptOnly(stored, kept).length + uploads.images.length,
    /** Uploads the new picks; the kept addresses, then theirs. */
    async urls(): Promise<string[]> {
      return [...keptOnly(stored, kept), ...(await uploads.uploadAll())];
    },
  };
}

export type SingleImage = ReturnType<typeof useSingleImage>;
export type ImageList = ReturnType<typeof useImageList>;
