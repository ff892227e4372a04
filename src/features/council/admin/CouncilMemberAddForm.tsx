import { useState, type FormEvent } from 'react';
import { FormStatus, type FormMessage } from '../../../components/admin/FormStatus';
import { ImagePicker } from '../../../components/admin/ImagePicker';
import { useImageUploads } from '../../../components/admin/useImageUploads';
import { addCouncilMember } from '../councilService';
import { CouncilMemberFields } from './CouncilMemberFields';
import { ALL_FIELDS_REQUIRED, EMPTY_MEMBER_INPUT, isMemberInputComplete, memberDraft } from './councilMemberInput';

const ADDED = '✅ Member added!';
const FAILED = '❌ Something went wrong.';

/** Adds a council member (all five fields required); on any failure everything typed and picked stays. */
export function CouncilMemberAddForm({ onAdded }: { onAdded: () => void }) {
  const [input, setInput] = useState(EMPTY_MEMBER_INPUT);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const uploads = useImageUploads({ multiple: false });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isMemberInputComplete(input) || uploads.images.length === 0) {
      setMessage({ kind: 'error', text: ALL_FIELDS_REQUIRED });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { urls, failed } = await uploads.uploadAll();
      const draft = memberDraft(input, urls[0] ?? null);
      if (failed > 0 || !draft) throw new Error('The photo was not uploaded.');
      await addCouncilMember(draft);
      setInput(EMPTY_MEMBER_INPUT);
      uploads.clear();
      setMessage({ kind: 'success', text: ADDED });
      onAdded();
    } catch (error) {
      console.error('Adding the council member failed.', error);
      setMessage({ kind: 'error', text: FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    // noValidate: the specification's own message, not the browser's bubble, tells the admin what is missing.
    <form className="admin-form" onSubmit={handleSubmit} noValidate>
      <CouncilMemberFields input={input} onChange={setInput} disabled={busy} />
      <ImagePicker label="Photo" uploads={uploads} hint="A portrait photo works best; it is shown on the Council page." disabled={busy} />
      <div className="admin-form__actions">
        <button className="button" type="submit" disabled={busy}>
          {busy ? 'Adding…' : 'Add member'}
        </button>
      </div>
      <FormStatus message={message} />
    </form>
  );
}
