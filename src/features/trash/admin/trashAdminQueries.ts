import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { deleteForever, restoreFromTrash } from '@/lib/trash';
import { writeOptions } from '@/lib/writes';
import { openTrash } from './trashAdminService';

export const trashKey = ['trash'] as const;

/** Read afresh whenever the page opens: deletes on the other pages (and other people's) fill it meanwhile. */
const trashQuery = { ...readQuery(trashKey, () => openTrash()), staleTime: 0 };

export const useTrashItems = () => useQuery({ ...trashQuery, select: (contents) => contents.items });
export const usePurgedItems = () => useQuery({ ...trashQuery, select: (contents) => contents.purged }).data ?? [];

/**
 * Restore puts an item back on its own page, whatever page that is: every query reads again (the trash's included).
 * Delete forever changes only the trash.
 */
export const trashMutations = {
  restore: writeOptions(restoreFromTrash, [[]]),
  purge: writeOptions(deleteForever, [trashKey]),
};
