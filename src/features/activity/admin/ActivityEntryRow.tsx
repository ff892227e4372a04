import { Link } from 'react-router-dom';
import { itemAnchor } from '@/components/admin/AdminItem';
import { adminPages } from '@/content/adminPages';
import { activityActions, contentTypes } from '@/content/contentTypes';
import type { ActivityEntry } from '@/lib/activityEntries';
import { exactTime, timeAgo } from '@/lib/relativeTime';

const pathOf = (id: string) => adminPages.find((page) => page.id === id)?.path ?? '';

/** Where the entry's item is now: its place on its admin page, the trash after a delete, nowhere once purged. */
function itemLink({ type, itemId, action }: ActivityEntry): string | null {
  if (action === 'purge') return null;
  if (action === 'delete') return pathOf('trash');
  return `${pathOf(contentTypes[type].page)}#${itemAnchor(type, itemId)}`;
}

/** "Edited · Announcement · Annual Day 2026", then "principal@demo.school, 2 hours ago". */
export function ActivityEntryRow({ entry }: { entry: ActivityEntry }) {
  const title = entry.title || 'Untitled';
  const link = itemLink(entry);
  return (
    <li className="activity-entry">
      <p className="activity-entry__what">
        <strong>{activityActions[entry.action]}</strong> · {contentTypes[entry.type].label} · {link ? <Link to={link}>{title}</Link> : title}
      </p>
      <p className="activity-entry__who">
        {entry.by}
        {entry.at && (
          <>
            , <time dateTime={entry.at.toISOString()} title={exactTime(entry.at)}>{timeAgo(entry.at)}</time>
          </>
        )}
      </p>
    </li>
  );
}
