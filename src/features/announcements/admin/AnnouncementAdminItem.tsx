import { useId, useState } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import {
  deleteAnnouncement, setAnnouncementArchived, updateAnnouncementText, type Announcement,
} from '../announcementsService';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const DELETE_QUESTION = 'Are you sure you want to delete this announcement?';

interface Props {
  announcement: Announcement;
  confirm: (message: string) => Promise<boolean>;
  onChanged: () => void;
}

/** One announcement in the manage list: edit title and content in place, archive or unarchive, delete. */
export function AnnouncementAdminItem({ announcement, confirm, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(announcement.title);
  const [content, setContent] = useState(announcement.content);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const detailsId = useId();

  async function run(action: () => Promise<void>, failure: string) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setEditing(false);
      onChanged();
    } catch (error) {
      console.error(failure, error);
      setMessage({ kind: 'error', text: `❌ ${failure}: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  }

  const save = () => {
    if (!title.trim() || !content.trim()) {
      setMessage({ kind: 'error', text: '❌ Please enter a title and the details.' });
      return;
    }
    void run(() => updateAnnouncementText(announcement.id, { title, content }), 'Could not save the changes');
  };

  const remove = async () => {
    if (await confirm(DELETE_QUESTION)) void run(() => deleteAnnouncement(announcement.id), 'Could not delete the announcement');
  };

  return (
    <li className="admin-item">
      {editing ? (
        <>
          <label className="field">
            <span className="field__label">Title</span>
            <input className="field__input" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
          </label>
          <div className="field">
            <label className="field__label" htmlFor={detailsId}>
              Details
            </label>
            <textarea id={detailsId} className="field__input" value={content} onChange={(event) => setContent(event.target.value)} maxLength={10000} />
          </div>
        </>
      ) : (
        <div>
          <h3 className="admin-item__title">{announcement.title}</h3>
          {announcement.datePosted && <p className="admin-item__meta">Posted {dateFormat.format(announcement.datePosted)}</p>}
          <p className="admin-item__text">{announcement.content}</p>
          {announcement.imageUrls.length > 0 && (
            <div className="admin-item__thumbs">
              {announcement.imageUrls.map((url, index) => (
                <img key={url} src={url} alt={`Image ${index + 1} of ${announcement.title}`} width={96} height={72} loading="lazy" />
              ))}
            </div>
          )}
        </div>
      )}
      <div className="admin-item__actions">
        {editing ? (
          <>
            <button type="button" className="button button--small" onClick={save} disabled={busy}>
              Save
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => {
                setEditing(false);
                setTitle(announcement.title);
                setContent(announcement.content);
                setMessage(null);
              }}
            >
              Cancel
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--secondary button--small" onClick={() => setEditing(true)} disabled={busy}>
              Edit
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() =>
                void run(
                  () => setAnnouncementArchived(announcement.id, !announcement.archived),
                  announcement.archived ? 'Could not unarchive the announcement' : 'Could not archive the announcement',
                )
              }
            >
              {announcement.archived ? 'Unarchive' : 'Archive'}
            </button>
            <button type="button" className="button button--danger button--small" onClick={() => void remove()} disabled={busy}>
              Delete
            </button>
          </>
        )}
      </div>
      <FormStatus message={message} />
    </li>
  );
}
