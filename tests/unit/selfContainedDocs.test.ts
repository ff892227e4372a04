/**
 * The repository explains itself: what the code follows is written in docs/product-rules.md, so no file may send its
 * reader to a document a clone does not hold, and every pointer into that page must land on one of its sections.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/** Every file of the repository: tracked, or new and not ignored. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '');

/** The text files among them, by path (a file holding a NUL byte is binary). */
const texts = new Map(
  files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return []; // deleted from the working tree and not yet from the index
    }
    return text.includes('\0') ? [] : [[file, text] as const];
  }),
);

/**
 * References to documents outside the repository. Written in pieces, so that this file does not match them itself:
 * the design notes and the product's specification that the project started from, and the folder beside the clone.
 */
const OUTSIDE_REFERENCES: { what: string; pattern: RegExp }[] = [
  { what: 'the design notes', pattern: new RegExp(`\\b${'DESIGN'}\\.md\\b`) },
  { what: 'a folder beside the repository', pattern: new RegExp(`\\.\\./${'shared'}\\b`) },
  { what: 'the product specification', pattern: new RegExp(`\\b(the|this) ${'spec'}(ification)?\\b|\\b${'spec'}(ification)?(['’]s)? sections?\\b`, 'i') },
];

/** The sections of a Markdown page, as their anchors (GitHub's rule: lower case, punctuation dropped, spaces to hyphens). */
function anchorsOf(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1] ?? '');
  return new Set(headings.map((heading) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N} -]/gu, '').replace(/ /g, '-')));
}

describe('the repository stands on its own', () => {
  test('holds its text files (the check below has something to read)', () => {
    expect(texts.has('README.md')).toBe(true);
    expect(texts.has('docs/product-rules.md')).toBe(true);
  });

  test.each(OUTSIDE_REFERENCES)('no file refers to $what', ({ pattern }) => {
    const referring = [...texts].filter(([, text]) => pattern.test(text)).map(([file]) => file);
    expect(referring).toEqual([]);
  });

  test('every pointer to a section of docs/product-rules.md names one of its headings', () => {
    const anchors = anchorsOf(texts.get('docs/product-rules.md') ?? '');
    const pointers = [...texts].flatMap(([file, text]) =>
      [...text.matchAll(/product-rules\.md#([\w-]+)/g)].map((match) => ({ file, anchor: match[1] ?? '' })),
    );
    expect(pointers.length).toBeGreaterThan(20);
    expect(pointers.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });
});
