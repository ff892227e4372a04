/**
 * Characters that no text written by an admin may hold, because they hide or reorder what a reader sees: a staff
 * member or a file named `invoice<U+202E>fdp.exe` shows as `invoiceexe.pdf`; a soft hyphen or a word joiner shows as
 * nothing. They usually arrive with pasted text. Every other character is text: Tamil, Hindi with its joiners
 * (U+200C, U+200D), accented names, emoji and their sequences (a flag of tag characters after U+1F3F4 included).
 * `firestore.rules` refuses the same (isText, isLongText) and counts the same as blank (isFilled): keep them in step.
 */

/** The refused characters, range by range, and what each is called. */
const REFUSED: readonly [from: number, to: number, name: string][] = [
  [0x00, 0x08, 'a control character'],
  [0x0a, 0x0a, 'a line break'],
  [0x0b, 0x0c, 'a control character'],
  [0x0d, 0x0d, 'a line break'],
  [0x0e, 0x1f, 'a control character'],
  [0x7f, 0x9f, 'a control character'],
  [0xad, 0xad, 'a soft hyphen'],
  [0x34f, 0x34f, 'a combining grapheme joiner'],
  [0x61c, 0x61c, 'an Arabic letter mark'],
  [0x180e, 0x180e, 'a Mongolian vowel separator'],
  [0x200b, 0x200b, 'a zero-width space'],
  [0x200e, 0x200e, 'a left-to-right mark'],
  [0x200f, 0x200f, 'a right-to-left mark'],
  [0x2028, 0x2028, 'a line separator'],
  [0x2029, 0x2029, 'a paragraph separator'],
  [0x202a, 0x202a, 'a left-to-right embedding mark'],
  [0x202b, 0x202b, 'a right-to-left embedding mark'],
  [0x202c, 0x202c, 'a pop-direction mark'],
  [0x202d, 0x202d, 'a left-to-right override'],
  [0x202e, 0x202e, 'a right-to-left override'],
  [0x2060, 0x2060, 'a word joiner'],
  [0x2061, 0x2064, 'an invisible operator'],
  [0x2066, 0x2066, 'a left-to-right isolate mark'],
  [0x2067, 0x2067, 'a right-to-left isolate mark'],
  [0x2068, 0x2068, 'a first-strong isolate mark'],
  [0x2069, 0x2069, 'a pop-isolate mark'],
  [0x206a, 0x206f, 'a deprecated format character'],
  [0xfeff, 0xfeff, 'a zero-width no-break space'],
  [0xfff9, 0xfffb, 'an interlinear annotation mark'],
  [0xe0000, 0xe007f, 'a tag character'],
];

/** A flag of a region (England, Scotland, Wales): a black flag, then tag letters, then a cancel tag. */
const TAG_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * Characters that, alone or with white space, leave a required text looking blank: the joiners, the Hangul fillers,
 * the blank Braille pattern (and the variation selectors, U+FE00-U+FE0F).
 */
const BLANK_LOOKING = new Set([0x115f, 0x1160, 0x200c, 0x200d, 0x2800, 0x3164, 0xffa0]);

const looksBlank = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return /\s/u.test(character) || BLANK_LOOKING.has(code) || (code >= 0xfe00 && code <= 0xfe0f);
};

/** Whether `text` shows nothing: only white space (as trim() sees it) and characters that look blank. */
export const isBlankText = (text: string): boolean => [...text].every(looksBlank);

/** `U+202E`. */
const codePoint = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** The refused range `code` is in; a tab always passes, line breaks in multi-line text. */
function refusal(code: number, multiline: boolean): string | null {
  if (multiline && (code === 0x0a || code === 0x0d)) return null;
  const range = REFUSED.find(([from, to]) => code >= from && code <= to);
  return range ? range[2] : null;
}

/**
 * The first character of `text` that is not allowed, in words ('a right-to-left override (U+202E)'), or null when
 * there is none. Line breaks are allowed only in multi-line text.
 */
export function refusedCharacter(text: string, multiline: boolean): string | null {
  for (const character of text.replace(TAG_FLAG, '')) {
    const code = character.codePointAt(0) ?? 0;
    const name = refusal(code, multiline);
    if (name) return `${name} (${codePoint(code)})`;
  }
  return null;
}

/** What a field says when its text holds a character that is not allowed; null when it holds none. */
export function refusedCharacterMessage(text: string, multiline: boolean): string | null {
  const character = refusedCharacter(text, multiline);
  if (!character) return null;
  if (character.startsWith('a line break')) return 'Write this on one line: a line break is not allowed here.';
  return `This holds a hidden character that is not allowed: ${character}, which can make text read differently from what it says. It often comes with pasted text: delete the text around it and type it again.`;
}
