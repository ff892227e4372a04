import { itemWrites, writeOptions } from '@/lib/writes';
import { announcementsKey } from '../announcementsQueries';
import { addAnnouncement, deleteAnnouncement, setAnnouncementArchived, updateAnnouncementText } from './announcementsAdminService';

const invalidates = [announcementsKey];

/** The admin page's writes, for `useMutation` (its lists are the public queries); each makes every announcement query read again. */
export const announcementMutations = {
  // An edit changes the title and the details; the photos stay as posted.
  ...itemWrites(invalidates, { add: addAnnouncement, update: updateAnnouncementText, remove: deleteAnnouncement }),
  setArchived: writeOptions(({ id, archived }: { id: string; archived: boolean }) => setAnnouncementArchived(id, archived), invalidates),
};
