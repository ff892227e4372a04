import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { updateCouncilMember, type CouncilMember } from '../councilService';
import { CouncilMemberFields } from './CouncilMemberFields';
import { CouncilMemberPhoto } from './CouncilMemberPhoto';
import { ALL_FIELDS_REQUIRED, inputOfMember, isMemberInputComplete, memberDraft } from './councilMemberInput';

interface Props {
  member: CouncilMember;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits a member in place: the four fields, and a new photo if one is picked (otherwise the current one stays). */
export function CouncilMemberEditor({ member, onSaved, onCancel }: Props) {
  const [input, setInput] = useState(() => inputOfMember(member));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);
  const uploads = useImageUploads({ multiple: false });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isMemberInputComplete(input) || (!member.imageUrl && uploads.images.length === 0)) {
      setMessage({ kind: 'error', text: ALL_FIELDS_REQUIRED });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { urls, failed } = await uploads.uploadAll();
      const draft = memberDraft(input, urls[0] ?? member.imageUrl);
      if (failed > 0 || !draft) {
        setMessage({ kind: 'error', text: '❌ The new photo could not be uploaded. Please try again.' });
        return;
      }
      await updateCouncilMember(member.id, draft);
      // The list reads again and shows the saved member in place of this editor.
      onSaved();
    } catch (error) {
      console.error('Saving the council member failed.', error);
      setMessage({ kind: 'error', text: `❌ Could not save the changes: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="admin-form" onSubmit={handleSubmit} noValidate aria-label={`Edit ${member.name}`}>
      <div className="council-admin__editor-head">
        <CouncilMemberPhoto member={member} />
        <p className="admin-item__meta">Editing {member.name || 'this member'}</p>
      </div>
      <CouncilMemberFields input={input} onChange={setInput} disabled={busy} />
      <ImagePicker
        label={member.imageUrl ? 'New photo (optional)' : 'Photo'}
        uploads={uploads}
        hint={member.imageUrl ? 'Leave empty to keep the current photo.' : undefined}
        disabled={busy}
      />
      <div className="admin-form__actions">
        <button className="button button--small" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
