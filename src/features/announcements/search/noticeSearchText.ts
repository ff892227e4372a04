/**
 * How the notice search reads text, in the page's own chunk (the search library is loaded only once the box is used):
 * the words of a text, a word as the search compares it, and what is wrong with a search before it is run.
 */

/** The longest search: a few words, or a notice's title pasted whole. */
export const LONGEST_SEARCH = 100;

/**
 * The words of a text: runs of letters and digits with the marks that follow them (Tamil's vowel signs and viramas
 * are marks: `மன்றம்` is one word). Punctuation, spaces and emoji separate words.
 */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];

/**
 * A word as the search compares it: lower case, Latin letters without their accents (`Résumé` is `resume`),
 * compatibility forms folded (`ﬁ` is `fi`), emoji variation selectors dropped. Tamil keeps every mark: a vowel sign
 * changes the word.
 */
export const normalised = (word: string): string =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\ufe00-\ufe0f]/g, '')
    .toLowerCase();

/** What is wrong with a search, said at the field (null: nothing; an empty box is no search, and no problem). */
export function searchProblem(text: string): string | null {
  const length = [...text].length;
  if (length > LONGEST_SEARCH) {
    return `A search can be at most ${LONGEST_SEARCH} characters long, and this one has ${length}. Shorten it to a few words to search.`;
  }
  if (text.trim() !== '' && wordsOf(text).length === 0) return 'Type a word to search for: emoji and punctuation alone find nothing.';
  return null;
}
