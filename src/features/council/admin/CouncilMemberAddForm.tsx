import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { ImagePicker } from '@/components/admin/ImagePicker';
import { useImageUploads } from '@/components/admin/useImageUploads';
import { useSubmit } from '@/components/admin/useSubmit';
import { addCouncilMember } from '../councilService';
import { CouncilMemberFields } from './CouncilMemberFields';
import { ALL_FIELDS_REQUIRED, EMPTY_MEMBER_INPUT, isMemberInputComplete, memberDraft } from './councilMemberInput';

const ADDED = '✅ Member added!';
const FAILED = '❌ Something went wrong.';

/** Adds a council member (all five fields required); on any failure everything typed and picked stays. */
export function CouncilMemberAddForm({ onAdded }: { onAdded: () => void }) {
  const [input, setInput] = useState(EMPTY_MEMBER_INPUT);
  const { busy, message, setMessage, showError, submit } = useSubmit();
  const uploads = useImageUploads({ multiple: false });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isMemberInputComplete(input) || uploads.images.length === 0) {
      showError(ALL_FIELDS_REQUIRED);
      return;
    }
    void submit(
      async () => {
        const { urls, failed } = await uploads.uploadAll();
        const draft = memberDraft(input, urls[0] ?? null);
        if (failed > 0 || !draft) throw new Error('The photo was not uploaded.');
        await addCouncilMember(draft);
        setInput(EMPTY_MEMBER_INPUT);
        uploads.clear();
        setMessage({ kind: 'success', text: ADDED });
        onAdded();
      },
      FAILED,
      'Adding the council member failed.',
    );
  }

  return (
    // noValidate: the specification's own message, not the browser's bubble, tells the admin what is missing.
    <form className="admin-form" onSubmit={handleSubmit} noValidate>
      <CouncilMemberFields input={input} onChange={setInput} disabled={busy} />
      <ImagePicker label="Photo" uploads={uploads} hint="A portrait photo works best; it is shown on the Council page." disabled={busy} />
      <FormActions busy={busy} submitLabel="Add member" busyLabel="Adding…" />
      <FormStatus message={message} />
    </form>
  );
}
