import { useState } from 'react';
import { AdminForm } from '@/components/admin/AdminForm';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { WebAddressField } from '@/components/admin/WebAddressField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { linkMutations } from './linksAdminQueries';
import type { ImportantLink } from '../linksService';
import { EMPTY_LINK_INPUT, NOT_A_WEB_ADDRESS, REQUIRED_FIELDS_MISSING, inputOfLink, isWebAddress } from './linkInput';

/**
 * Adds an important link (title, address and button text required), or (with `initial`) edits one, whose button
 * text may then be left empty: visitors see 'Open'.
 */
export function LinkForm({ initial, onDone }: { initial?: ImportantLink; onDone?: EditorDone }) {
  const [input, setInput] = useState(() => (initial ? inputOfLink(initial) : EMPTY_LINK_INPUT));
  const set = (field: keyof typeof input) => (value: string) => setInput((current) => ({ ...current, [field]: value }));
  const { form, save, formProps, editing } = useItemForm({
    initial,
    onDone,
    ...linkMutations,
    added: '✅ Link added successfully!',
    addFailed: '❌ Failed to add link.',
  });

  function submit() {
    if (!input.title.trim() || !input.url.trim() || (!editing && !input.buttonText.trim())) {
      form.checkFields({});
      form.fail(REQUIRED_FIELDS_MISSING);
      return;
    }
    if (!form.checkFields({ url: isWebAddress(input.url) ? null : NOT_A_WEB_ADDRESS })) return;
    void save(
      () => input,
      () => setInput(EMPTY_LINK_INPUT),
    );
  }

  return (
    <AdminForm {...formProps('Add link', 'Adding…', initial?.title || 'link')} onSubmit={submit}>
      <div className="admin-form__fields">
        <TextField label="Title" value={input.title} onChange={set('title')} maxLength={200} />
        <WebAddressField label="Link URL" value={input.url} onChange={set('url')} error={form.fieldErrors.url} />
        <TextField
          label={editing ? 'Button text (optional)' : 'Button text'}
          value={input.buttonText}
          onChange={set('buttonText')}
          maxLength={50}
          placeholder="e.g. Visit CBSE"
          hint={editing ? "Leave empty to show 'Open'." : undefined}
        />
        <TextAreaField
          className="links-admin__wide"
          textareaClassName="links-admin__description"
          label="Description (optional)"
          value={input.description}
          onChange={set('description')}
          maxLength={1000}
        />
      </div>
    </AdminForm>
  );
}
