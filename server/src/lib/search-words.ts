import { searchKey } from '../db/sql.js';

/** Longest word kept in a word index; longer words (and query tokens) are cut, so prefixes still match. */
export const MAX_WORD_LENGTH = 64;
/** A query uses at most this many tokens (more would only narrow an already narrow result). */
export const MAX_QUERY_TOKENS = 8;

const cut = (word: string) => Array.from(word).slice(0, MAX_WORD_LENGTH).join('');

/** The folded words of a text (`searchKey`: accents and case removed), split on non-alphanumerics, without repeats. */
export function searchWords(text: string): string[] {
  const words = new Set<string>();
  for (const w of searchKey(text).split(/[^\p{L}\p{N}]+/u)) if (w) words.add(cut(w));
  return [...words];
}

/**
 * The prefix ranges a search text asks for: each token `t` matches the words `w` with
 * `from <= w < to`, where `to` is `t` with its last character incremented. Code-point order is
 * the byte order of UTF-8, which is how SQLite (BINARY) and PostgreSQL (`collate "C"`) compare,
 * so both engines answer each range with an index seek. Empty when the text has no word.
 */
export function prefixRanges(text: string): { from: string; to: string }[] {
  return searchWords(text)
    .slice(0, MAX_QUERY_TOKENS)
    .map((from) => {
      const chars = Array.from(from);
      const last = chars.pop()!;
      return { from, to: chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1) };
    });
}
