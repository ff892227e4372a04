import { useId } from 'react';
import { TextAreaField } from '@/components/admin/TextAreaField';
import { TextField } from '@/components/admin/TextField';
import type { ImportantLinkDraft } from '../linksService';

interface Props {
  input: ImportantLinkDraft;
  onChange: (input: ImportantLinkDraft) => void;
  /** The add form requires button text; an edit may leave it empty, and visitors then see 'Open'. */
  buttonTextRequired: boolean;
  disabled?: boolean;
}

/** Title, address, button text and description of an important link: shared by the add form and the editor. */
export function LinkFields({ input, onChange, buttonTextRequired, disabled = false }: Props) {
  const fieldId = useId();
  const buttonHintId = `${fieldId}-button-hint`;
  const set = (field: keyof ImportantLinkDraft) => (value: string) => onChange({ ...input, [field]: value });

  return (
    <div className="admin-form__fields">
      <TextField label="Title" value={input.title} onChange={set('title')} required maxLength={200} autoComplete="off" disabled={disabled} />
      <TextField
        label="Link URL"
        type="url"
        inputMode="url"
        value={input.url}
        onChange={set('url')}
        required
        maxLength={2000}
        placeholder="https://"
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${fieldId}-button`}>
          {buttonTextRequired ? 'Button text' : 'Button text (optional)'}
        </label>
        <input
          id={`${fieldId}-button`}
          className="field__input"
          value={input.buttonText}
          onChange={(event) => set('buttonText')(event.target.value)}
          required={buttonTextRequired}
          maxLength={50}
          placeholder="e.g. Visit CBSE"
          autoComplete="off"
          aria-describedby={buttonTextRequired ? undefined : buttonHintId}
          disabled={disabled}
        />
        {!buttonTextRequired && (
          <span id={buttonHintId} className="admin-hint">
            Leave empty to show 'Open'.
          </span>
        )}
      </div>
      <TextAreaField
        className="links-admin__wide"
        textareaClassName="links-admin__description"
        label="Description (optional)"
        value={input.description}
        onChange={set('description')}
        maxLength={1000}
        disabled={disabled}
      />
    </div>
  );
}
