import { useQuery } from '@tanstack/react-query';
import { readQuery } from '@/lib/queries';
import { itemWrites, writeOptions } from '@/lib/writes';
import type { NamedItem } from '@/lib/trash';
import { announcementsKey } from '../announcementsReads';
import {
  addAnnouncement, deleteAnnouncement, listAnnouncementsForAdmin, publishAnnouncement, setAnnouncementArchived, updateAnnouncement,
} from './announcementsAdminService';

const invalidates = [announcementsKey];

/** Every announcement, drafts and scheduled ones included (an administrator's read): the admin list. */
const allAnnouncementsQuery = readQuery([...announcementsKey, 'admin'], listAnnouncementsForAdmin);
export const useAllAnnouncements = () => useQuery(allAnnouncementsQuery);

/** The admin page's writes, for `useMutation` (its lists are the public queries); each makes every announcement query read again. */
export const announcementMutations = {
  // An edit changes the title, the details and the attachments; the photos stay as posted.
  ...itemWrites(invalidates, { add: addAnnouncement, update: updateAnnouncement, remove: deleteAnnouncement }),
  publish: writeOptions(publishAnnouncement, invalidates),
  setArchived: writeOptions(({ item, archived }: { item: NamedItem; archived: boolean }) => setAnnouncementArchived(item, archived), invalidates),
};
