import { useState, type FormEvent } from 'react';
import { errorText } from '@/components/admin/errorText';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { useFocusFirstInput } from '@/components/admin/useFocusFirstInput';
import { useImageUploads } from '@/components/admin/useImageUploads';
import { useSubmit } from '@/components/admin/useSubmit';
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
  const { busy, message, showError, submit } = useSubmit();
  const form = useFocusFirstInput();
  const uploads = useImageUploads({ multiple: false });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isMemberInputComplete(input) || (!member.imageUrl && uploads.images.length === 0)) {
      showError(ALL_FIELDS_REQUIRED);
      return;
    }
    void submit(
      async () => {
        const { urls, failed } = await uploads.uploadAll();
        const draft = memberDraft(input, urls[0] ?? member.imageUrl);
        if (failed > 0 || !draft) {
          showError('❌ The new photo could not be uploaded. Please try again.');
          return;
        }
        await updateCouncilMember(member.id, draft);
        // The list reads again and shows the saved member in place of this editor.
        onSaved();
      },
      (error) => `❌ Could not save the changes: ${errorText(error)}`,
      'Saving the council member failed.',
    );
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
      <FormActions busy={busy} submitLabel="Save" busyLabel="Saving…" onCancel={onCancel} />
      <FormStatus message={message} />
    </form>
  );
}
