import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'className' | 'id'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Added to the wrapper's `field` class. */
  className?: string;
  /** Added to the textarea's `field__input` class. */
  textareaClassName?: string;
};

/**
 * A labelled multi-line input of an admin form. Not wrapped in its label: a wrapped textarea's text would
 * become part of its accessible name.
 */
export function TextAreaField({ label, value, onChange, className, textareaClassName, ...textareaProps }: Props) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        id={id}
        className={textareaClassName ? `field__input ${textareaClassName}` : 'field__input'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
