import { AdminForm } from '@/components/admin/AdminForm';
import { SchemaField } from '@/components/admin/SchemaField';
import { useItemForm, type EditorDone } from '@/components/admin/useItemForm';
import { useSchemaForm } from '@/components/admin/useSchemaForm';
import { linkFields as fields } from '../linkSchema';
import type { ImportantLink } from '../linksService';
import { linkMutations } from './linksAdmin';
import type { ImportantLinkDraft } from './linksAdmin';

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
  const editing = initial !== undefined;
  const input = useSchemaForm(fields, editing ? ['title', 'url'] : ['title', 'url', 'buttonText'], initial ? inputOfLink(initial) : EMPTY_LINK_INPUT);
  const { form, save, formProps } = useItemForm({
    initial,
    onDone,
    ...linkMutations,
    added: '✅ Link added successfully!',
    addFailed: '❌ Failed to add link.',
  });
  const submit = input.submit(form, (values) => save(() => values, () => input.reset()));

  return (
    <AdminForm {...formProps('Add link', 'Adding…', initial?.title || 'link')} onSubmit={submit}>
      <div className="admin-form__fields">
        <SchemaField control={input.control} name="title" field={fields.title} />
        <SchemaField control={input.control} name="url" field={fields.url} />
        <SchemaField
          control={input.control}
          name="buttonText"
          field={fields.buttonText}
          label={editing ? `${fields.buttonText.label} (optional)` : fields.buttonText.label}
          placeholder="e.g. Visit CBSE"
          hint={editing ? "Leave empty to show 'Open'." : undefined}
        />
        <SchemaField control={input.control} name="description" field={fields.description} className="links-admin__wide" textareaClassName="links-admin__description" />
      </div>
    </AdminForm>
  );
}
