// The forms' check of characters that hide or reorder text refuses exactly what firestore.rules refuses (the rules
// tests use the same samples: tests/rules/fixtures.ts), and names the character in words.
import { describe, expect, it } from 'vitest';
import { isBlankText, refusedCharacter, refusedCharacterMessage } from '@/lib/hiddenCharacters';
import { BLANK_LOOKING_TEXTS, HIDDEN_CHARACTERS, WRITTEN_TEXTS } from '../rules/fixtures';

describe('refusedCharacter', () => {
  it.each(HIDDEN_CHARACTERS)('refuses %s, in one-line and multi-line text', (_name, character) => {
    expect(refusedCharacter(`invoice${character}fdp.exe`, false)).not.toBeNull();
    expect(refusedCharacter(`invoice${character}fdp.exe`, true)).not.toBeNull();
  });

  it.each(WRITTEN_TEXTS)('accepts %s', (_name, text) => {
    expect(refusedCharacter(text, false)).toBeNull();
    expect(refusedCharacter(text, true)).toBeNull();
  });

  it('accepts line breaks in multi-line text only', () => {
    expect(refusedCharacter('First\nSecond\r\nThird', true)).toBeNull();
    expect(refusedCharacter('First\nSecond', false)).toBe('a line break (U+000A)');
  });

  it('names the character and its code point', () => {
    expect(refusedCharacter('invoice\u202efdp.exe', false)).toBe('a right-to-left override (U+202E)');
    expect(refusedCharacter('a\u200bb', false)).toBe('a zero-width space (U+200B)');
    expect(refusedCharacter('a\u0007b', false)).toBe('a control character (U+0007)');
    expect(refusedCharacter('a\u0085b', false)).toBe('a control character (U+0085)');
    expect(refusedCharacter('a\u200fb', false)).toBe('a right-to-left mark (U+200F)');
    expect(refusedCharacter('a\u{e0067}b', false)).toBe('a tag character (U+E0067)');
  });
});

describe('isBlankText', () => {
  it.each([...BLANK_LOOKING_TEXTS, ['empty', ''], ['white space', ' \t\u00a0\u3000']])('counts %s as blank', (_name, text) => {
    expect(isBlankText(text)).toBe(true);
  });

  it.each(WRITTEN_TEXTS)('counts %s as written', (_name, text) => {
    expect(isBlankText(text)).toBe(false);
  });
});

describe('refusedCharacterMessage', () => {
  it('says which character, why, and what to do; nothing for clean text', () => {
    expect(refusedCharacterMessage('invoice\u202efdp.exe', false)).toBe(
      'This holds a hidden character that is not allowed: a right-to-left override (U+202E), which can make text read differently from what it says. It often comes with pasted text: delete the text around it and type it again.',
    );
    expect(refusedCharacterMessage('Two\nlines', false)).toBe('Write this on one line: a line break is not allowed here.');
    expect(refusedCharacterMessage('தமிழ் மன்றம் 🎉', false)).toBeNull();
  });
});
