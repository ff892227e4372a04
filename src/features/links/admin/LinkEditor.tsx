import { useState, type FormEvent } from 'react';
import { errorText } from '@/components/admin/errorText';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { useFocusFirstInput } from '@/components/admin/useFocusFirstInput';
import { useSubmit } from '@/components/admin/useSubmit';
import { updateImportantLink, type ImportantLink } from '../linksService';
import { LinkFields } from './LinkFields';
import { inputOfLink, linkInputProblem } from './linkInput';

interface Props {
  link: ImportantLink;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edits every field of a link in place; on failure everything typed stays. */
export function LinkEditor({ link, onSaved, onCancel }: Props) {
  const [input, setInput] = useState(() => inputOfLink(link));
  const { busy, message, showError, submit } = useSubmit();
  const form = useFocusFirstInput();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = linkInputProblem(input, { buttonTextRequired: false });
    if (problem) {
      showError(problem);
      return;
    }
    void submit(
      async () => {
        await updateImportantLink(link.id, input);
        onSaved();
      },
      (error) => `❌ Could not save the changes: ${errorText(error)}`,
      'Saving the link failed.',
    );
  }

  return (
    <form ref={form} className="admin-form" onSubmit={handleSubmit} noValidate aria-label={`Edit ${link.title || 'link'}`}>
      <LinkFields input={input} onChange={setInput} buttonTextRequired={false} disabled={busy} />
      <FormActions busy={busy} submitLabel="Save" busyLabel="Saving…" onCancel={onCancel} />
      <FormStatus message={message} />
    </form>
  );
}
