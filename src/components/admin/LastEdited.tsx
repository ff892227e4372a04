import { useQuery } from '@tanstack/react-query';
import type { ContentType } from '@/content/contentTypes';
import { activityQuery } from '@/lib/activityEntries';
import { exactTime, timeAgo } from '@/lib/relativeTime';
import './AdminItem.css';

/** How many of a type's newest entries an admin page reads to find who last changed each of its items. */
const LAST_EDITS_READ = 500;

/**
 * "Last edited by principal@demo.school, 2 hours ago": the newest entry of the activity log about the item (one
 * read per admin page, shared by its items). Nothing while it loads, for an item changed before the log began, or
 * when the log cannot be read: it is a hint beside the item, not the item.
 */
export function LastEdited({ type, id }: { type: ContentType; id: string }) {
  const { data } = useQuery(activityQuery(LAST_EDITS_READ, type));
  const entry = data?.find((candidate) => candidate.itemId === id);
  if (!entry?.at) return null;
  return (
    <p className="admin-item__edited">
      Last edited by {entry.by}, <time dateTime={entry.at.toISOString()} title={exactTime(entry.at)}>{timeAgo(entry.at)}</time>
    </p>
  );
}
