import type { Ref, TextareaHTMLAttributes } from 'react';
import { refusedCharacterMessage } from '@/lib/hiddenCharacters';
import { FieldFrame, type FieldChrome } from './FieldFrame';

type Props = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'className' | 'id'> & {
    value: string;
    onChange: (value: string) => void;
    /** A limit that keeps what is longer and says by how much (FieldFrame); `maxLength` cuts it. */
    limit?: number;
    /** Added to the textarea's `field__input` class. */
    textareaClassName?: string;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line input of an admin form. */
export function TextAreaField({ label, hint, error, className, value, onChange, limit, textareaClassName, ...textareaProps }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error ?? refusedCharacterMessage(value, true)} className={className} length={{ value, maxLength: textareaProps.maxLength, limit }}>
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          className={textareaClassName ? `field__input ${textareaClassName}` : 'field__input'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
