import { useId } from 'react';
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
  const set = (field: keyof ImportantLinkDraft) => (event: { target: { value: string } }) =>
    onChange({ ...input, [field]: event.target.value });

  return (
    <div className="links-admin__fields">
      <label className="field">
        <span className="field__label">Title</span>
        <input className="field__input" value={input.title} onChange={set('title')} required maxLength={200} autoComplete="off" disabled={disabled} />
      </label>
      <label className="field">
        <span className="field__label">Link URL</span>
        <input
          className="field__input"
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
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${fieldId}-button`}>
          {buttonTextRequired ? 'Button text' : 'Button text (optional)'}
        </label>
        <input
          id={`${fieldId}-button`}
          className="field__input"
          value={input.buttonText}
          onChange={set('buttonText')}
          required={buttonTextRequired}
          maxLength={50}
          placeholder="e.g. Visit CBSE"
          autoComplete="off"
          aria-describedby={buttonTextRequired ? undefined : buttonHintId}
          disabled={disabled}
        />
        {!buttonTextRequired && (
          <span id={buttonHintId} className="links-admin__hint">
            Leave empty to show 'Open'.
          </span>
        )}
      </div>
      {/* Not wrapped in its label: a wrapping label would add the textarea's text to the field's name. */}
      <div className="field links-admin__wide">
        <label className="field__label" htmlFor={`${fieldId}-description`}>
          Description (optional)
        </label>
        <textarea
          id={`${fieldId}-description`}
          className="field__input links-admin__description"
          value={input.description}
          onChange={set('description')}
          maxLength={1000}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
