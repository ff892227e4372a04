import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/admin/FormActions';
import { FormStatus } from '@/components/admin/FormStatus';
import { useSubmit } from '@/components/admin/useSubmit';
import { addImportantLink } from '../linksService';
import { LinkFields } from './LinkFields';
import { EMPTY_LINK_INPUT, linkInputProblem } from './linkInput';

const ADDED = '✅ Link added successfully!';
const FAILED = '❌ Failed to add link.';

/** Adds an important link (title, address and button text required); on failure everything typed stays. */
export function LinkAddForm({ onAdded }: { onAdded: () => void }) {
  const [input, setInput] = useState(EMPTY_LINK_INPUT);
  const { busy, message, setMessage, showError, submit } = useSubmit();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = linkInputProblem(input, { buttonTextRequired: true });
    if (problem) {
      showError(problem);
      return;
    }
    void submit(
      async () => {
        await addImportantLink(input);
        setInput(EMPTY_LINK_INPUT);
        setMessage({ kind: 'success', text: ADDED });
        onAdded();
      },
      FAILED,
      'Adding the link failed.',
    );
  }

  return (
    // noValidate: the specification's own messages, not the browser's bubbles, say what is missing.
    <form className="admin-form" onSubmit={handleSubmit} noValidate>
      <LinkFields input={input} onChange={setInput} buttonTextRequired disabled={busy} />
      <FormActions busy={busy} submitLabel="Add link" busyLabel="Adding…" />
      <FormStatus message={message} />
    </form>
  );
}
