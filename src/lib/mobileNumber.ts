/**
 * Indian mobile numbers: ten digits, the first 6 to 9, written by parents with or without +91 (or 0, or 91) and with
 * spaces or dashes anywhere; stored as `+91XXXXXXXXXX` (the rules' `mobile` field: docs/data-model.md).
 */

/** The number as stored, or null when `typed` is not an Indian mobile number. */
export function storedMobile(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '').replace(/^(?:\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/** A stored number as it is read out on the phone: `+91 98765 43210`. */
export const spokenMobile = (stored: string): string => stored.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/** A stored number as dialled within India, `98765 43210`: also what a spreadsheet keeps as text (no leading +). */
export const localMobile = (stored: string): string => stored.replace(/^\+91(\d{5})(\d{5})$/, '$1 $2');
