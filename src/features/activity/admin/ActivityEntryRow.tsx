import { Link } from 'react-router-dom';
import { itemAnchor } from '@/components/admin/linkedItem';
import { adminPages } from '@/content/adminPages';
import { activityActions, contentTypes, type ActivityAction } from '@/content/contentTypes';
import type { ActivityEntry } from '@/lib/activityEntries';
import { exactTime, timeAgo } from '@/lib/relativeTime';

const pathOf = (id: string) => adminPages.find((page) => page.id === id)?.path ?? '';

/**
 * Where the entry's item is now, as its newest entry in the log says (`latest`, its action): on its admin page, in
 * the trash after a delete, nowhere once deleted for good.
 */
function itemLink({ type, itemId }: ActivityEntry, latest: ActivityAction): string | null {
  if (latest === 'purge') return null;
  if (latest === 'delete') return pathOf('trash');
  return `${pathOf(contentTypes[type].page)}#${itemAnchor(type, itemId)}`;
}

/** "Edited · Announcement · Annual Day 2026" (a link to the item), then "principal@demo.school, 2 hours ago". */
export function ActivityEntryRow({ entry, latest }: { entry: ActivityEntry; latest: ActivityAction }) {
  const title = entry.title || 'Untitled';
  const link = itemLink(entry, latest);
  return (
    <li className="activity-entry">
      <p className="activity-entry__what">
        <strong>{activityActions[entry.action]}</strong> · {contentTypes[entry.type].label} · <bdi>{link ? <Link to={link}>{title}</Link> : title}</bdi>
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
