import { ADDRESS_MAX } from '@/lib/webAddress';
import { TextField, type TextFieldProps } from './TextField';

/** A labelled field for a web address: the phone's address keyboard, no spell check, 'https://' shown while empty. */
export function WebAddressField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'placeholder' | 'spellCheck'>) {
  return <TextField type="url" inputMode="url" maxLength={ADDRESS_MAX} placeholder="https://" spellCheck={false} {...props} />;
}
