import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AdminPage, AdminSection } from '@/components/admin/AdminPage';
import { DataSection } from '@/components/DataSection';
import { contentTypes, isContentType, type ActivityAction, type ContentType } from '@/content/contentTypes';
import { activityQuery, type ActivityEntry } from '@/lib/activityEntries';
import { ActivityEntryRow } from './ActivityEntryRow';
import './ActivityAdminPage.css';

/** The line under the page's heading: what it changes. */
const INTRO = 'Who changed what on the website, and when: the latest 200 changes, newest first.';

/** How many of the newest entries the page lists. */
const SHOWN = 200;

const typeOptions = Object.entries(contentTypes).map(([type, { label }]) => ({ type, label }));

const itemKey = (entry: ActivityEntry) => `${entry.type}/${entry.itemId}`;

/** Each item's newest action among `entries` (newest first). */
function newestActions(entries: readonly ActivityEntry[]): Map<string, ActivityAction> {
  const newest = new Map<string, ActivityAction>();
  for (const entry of entries) if (!newest.has(itemKey(entry))) newest.set(itemKey(entry), entry.action);
  return newest;
}

/** The latest changes made in the admin area, newest first, filtered by person and by type. */
export function ActivityAdminPage() {
  const query = useQuery(activityQuery(SHOWN));
  const [person, setPerson] = useState('');
  const [type, setType] = useState<ContentType | ''>('');
  const personId = useId();
  const typeId = useId();
  const people = [...new Set((query.data ?? []).map((entry) => entry.by))].sort();
  const matches = (entry: ActivityEntry) => (!person || entry.by === person) && (!type || entry.type === type);

  return (
    <AdminPage page="activity" intro={INTRO}>
      <AdminSection title="Latest changes">
        <div className="activity-filters">
          <div className="field activity-filters__field">
            <label className="field__label" htmlFor={personId}>Person</label>
            <select className="field__input" id={personId} value={person} onChange={(event) => setPerson(event.target.value)}>
              <option value="">Everyone</option>
              {people.map((email) => (
                <option key={email} value={email}>
                  {email}
                </option>
              ))}
            </select>
          </div>
          <div className="field activity-filters__field">
            <label className="field__label" htmlFor={typeId}>Type</label>
            <select className="field__input" id={typeId} value={type} onChange={(event) => setType(isContentType(event.target.value) ? event.target.value : '')}>
              <option value="">Everything</option>
              {typeOptions.map((option) => (
                <option key={option.type} value={option.type}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <DataSection query={query} what="the activity log" empty={<p className="status-line">Nothing has been changed in the admin area yet.</p>}>
          {(entries) => {
            const shown = entries.filter(matches);
            const latest = newestActions(entries);
            return shown.length === 0 ? (
              <p className="status-line">No change of the latest {SHOWN} matches these filters.</p>
            ) : (
              <ol className="activity-list" aria-label="Changes, newest first">
                {shown.map((entry) => (
                  <ActivityEntryRow key={entry.id} entry={entry} latest={latest.get(itemKey(entry)) ?? entry.action} />
                ))}
              </ol>
            );
          }}
        </DataSection>
      </AdminSection>
    </AdminPage>
  );
}
