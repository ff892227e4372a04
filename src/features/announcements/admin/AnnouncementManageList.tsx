import { useCallback } from 'react';
import { LoadError } from '@/components/LoadError';
import { useAsyncData } from '@/components/useAsyncData';
import { listAnnouncements } from '../announcementsService';
import { AnnouncementAdminItem } from './AnnouncementAdminItem';

interface Props {
  archived: boolean;
  confirm: (message: string) => Promise<boolean>;
}

/** The active or the archived announcements, newest first, each editable in place. */
export function AnnouncementManageList({ archived, confirm }: Props) {
  const load = useCallback(() => listAnnouncements(archived), [archived]);
  const state = useAsyncData(load);

  if (state.status === 'loading') return <p className="status-line">Loading...</p>;
  if (state.status === 'error') return <LoadError what="the announcements" onRetry={state.retry} />;
  if (state.data.length === 0) {
    return <p className="status-line">{archived ? 'No archived announcements found.' : 'No active announcements found.'}</p>;
  }
  return (
    <ul className="admin-list">
      {state.data.map((announcement) => (
        <AnnouncementAdminItem
          key={`${announcement.id}:${announcement.title}:${announcement.content}`}
          announcement={announcement}
          confirm={confirm}
          onChanged={state.refresh}
        />
      ))}
    </ul>
  );
}
