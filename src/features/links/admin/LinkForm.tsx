import { AdminForm } from '@/components/admin/AdminForm';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import { WebAddressField } from '@/components/admin/WebAddressField';
import { useFieldValues } from '@/components/admin/useFieldValues';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { missingMessage } from '@/lib/fieldTable';
import { storableAddress } from '@/lib/webAddress';
import { linkFields as fields } from '../linkSchema';
import type { ImportantLink } from '../linksService';
import { linkMutations } from './linksAdminQueries';
import type { ImportantLinkDraft } from './linksAdminService';

const EMPTY_LINK_INPUT: ImportantLinkDraft = { title: '', url: '', buttonText: '', description: '' };

const inputOfLink = (link: ImportantLink): ImportantLinkDraft => ({
  title: link.title,
  url: link.url ?? '',
  buttonText: link.buttonText ?? '',
  description: link.description ?? '',
});

/**
 * Adds an important link (title, address and button text required), or (with `initial`) edits one, whose button
 * text may then be left empty: visitors see 'Open'.
 */
export function LinkForm({ initial, onDone }: { initial?: ImportantLink; onDone?: EditorDone }) {
  const { values: input, set, setValues } = useFieldValues(() => (initial ? inputOfLink(initial) : EMPTY_LINK_INPUT));
  const { form, save, formProps, editing } = useItemForm({
    initial,
    onDone,
    ...linkMutations,
    added: '✅ Link added successfully!',
    addFailed: '❌ Failed to add link.',
  });

  function submit() {
    const { title, url, buttonText } = input;
    // An editor may empty the button text: visitors then see 'Open'.
    const missing = missingMessage(fields, editing ? { title, url } : { title, url, buttonText });
    if (missing) {
      form.checkFields({});
      form.fail(missing);
      return;
    }
    if (!form.checkFields({ url: storableAddress(url) !== null ? null : fields.url.invalid })) return;
    void save(
      () => input,
      () => setValues(EMPTY_LINK_INPUT),
    );
  }

  return (
    <AdminForm {...formProps('Add link', 'Adding…', initial?.title || 'link')} onSubmit={submit}>
      <div className="admin-form__fields">
        <TextField label={fields.title.label} value={input.title} onChange={set('title')} maxLength={fields.title.max} />
        <WebAddressField label={fields.url.label} value={input.url} onChange={set('url')} error={form.fieldErrors.url} />
        <TextField
          label={editing ? `${fields.buttonText.label} (optional)` : fields.buttonText.label}
          value={input.buttonText}
          onChange={set('buttonText')}
          maxLength={fields.buttonText.max}
          placeholder="e.g. Visit CBSE"
          hint={editing ? "Leave empty to show 'Open'." : undefined}
        />
        <TextAreaField
          className="links-admin__wide"
          textareaClassName="links-admin__description"
          label={fields.description.label}
          value={input.description}
          onChange={set('description')}
          maxLength={fields.description.max}
        />
      </div>
    </AdminForm>
  );
}
