/**
 * Characters that no text written by an admin may hold, because they hide or reorder what a reader sees: a staff
 * member or a file named `invoice<U+202E>fdp.exe` shows as `invoiceexe.pdf`. They usually arrive with pasted text.
 * Every other character is text: Tamil, Hindi with its joiners (U+200C, U+200D), accented names, emoji.
 * `firestore.rules` refuses the same (isText, isLongText): keep the two in step.
 */

const NAMES: Record<number, string> = {
  0x09: 'a tab',
  0x0a: 'a line break',
  0x0d: 'a line break',
  0x200b: 'a zero-width space',
  0x202a: 'a left-to-right embedding mark',
  0x202b: 'a right-to-left embedding mark',
  0x202c: 'a pop-direction mark',
  0x202d: 'a left-to-right override',
  0x202e: 'a right-to-left override',
  0x2066: 'a left-to-right isolate mark',
  0x2067: 'a right-to-left isolate mark',
  0x2068: 'a first-strong isolate mark',
  0x2069: 'a pop-isolate mark',
  0xfeff: 'a zero-width no-break space',
};

/** `U+202E`. */
const codePoint = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

function isRefused(code: number, multiline: boolean): boolean {
  if (code === 0x09) return false;
  if (code === 0x0a || code === 0x0d) return !multiline;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x200b || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0xfeff;
}

/**
 * The first character of `text` that is not allowed, in words ('a right-to-left override (U+202E)'), or null when
 * there is none. Line breaks are allowed only in multi-line text.
 */
export function refusedCharacter(text: string, multiline: boolean): string | null {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (isRefused(code, multiline)) return `${NAMES[code] ?? 'a control character'} (${codePoint(code)})`;
  }
  return null;
}

/** What a field says when its text holds a character that is not allowed; null when it holds none. */
export function refusedCharacterMessage(text: string, multiline: boolean): string | null {
  const character = refusedCharacter(text, multiline);
  if (!character) return null;
  if (character.startsWith(NAMES[0x0a] ?? '')) return 'Write this on one line: a line break is not allowed here.';
  return `This holds a hidden character that is not allowed: ${character}, which can make text read differently from what it says. It often comes with pasted text: delete the text around it and type it again.`;
}
