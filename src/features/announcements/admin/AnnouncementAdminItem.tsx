import { useState } from 'react';
import { AdminItemActions } from '@/components/admin/AdminItemActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { useItemActions } from '@/components/admin/useItemActions';
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
  const { editing, setEditing, busy, message, setMessage, run, remove } = useItemActions({ confirm, onChanged });
  const [title, setTitle] = useState(announcement.title);
  const [content, setContent] = useState(announcement.content);

  const save = () => {
    if (!title.trim() || !content.trim()) {
      setMessage({ kind: 'error', text: '❌ Please enter a title and the details.' });
      return;
    }
    void run(() => updateAnnouncementText(announcement.id, { title, content }), 'Could not save the changes');
  };

  return (
    <li className="admin-item">
      {editing ? (
        <>
          <TextField label="Title" value={title} onChange={setTitle} maxLength={200} />
          <TextAreaField label="Details" value={content} onChange={setContent} maxLength={10000} />
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
      {editing ? (
        <div className="admin-item__actions">
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
        </div>
      ) : (
        <AdminItemActions
          busy={busy}
          onEdit={() => setEditing(true)}
          onDelete={() => void remove(DELETE_QUESTION, () => deleteAnnouncement(announcement.id), 'Could not delete the announcement')}
        >
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
        </AdminItemActions>
      )}
      <FormStatus message={message} />
    </li>
  );
}
