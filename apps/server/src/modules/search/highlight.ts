import { SEARCH_MARK_CLOSE, SEARCH_MARK_OPEN } from '@bondsight/contracts';
import { normalise, normaliseWithPositions, switchLayout } from './search-text';

/*
 * The markup of a suggestion's title. Built from escaped text only: every character of a
 * name or of the term is escaped first, and the one tag pair added is <mark>...</mark> around
 * the matched span, so nothing an issuer or a user wrote can become markup.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Where the normalised needle sits in the original text, as [start, end) of the original. */
function locate(original: string, needle: string): [number, number] | null {
  if (needle === '') return null;
  const { text, positions } = normaliseWithPositions(original);
  const at = text.indexOf(needle);
  if (at < 0) return null;
  return [positions[at]!, positions[at + needle.length - 1]! + 1];
}

const trigrams = (word: string): Set<string> => {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
};

/**
 * For a fuzzy match (a typo, a transliteration): the word of the text sharing the most
 * trigrams with the term, as pg_trgm would count them; null when none shares any.
 */
function closestWord(original: string, term: string): [number, number] | null {
  const wanted = trigrams(term.replace(/ /g, ''));
  let best: [number, number] | null = null;
  let bestScore = 0;
  for (const match of original.matchAll(/[^\s()«»"',.;:/-]+/g)) {
    const grams = trigrams(normalise(match[0]));
    let shared = 0;
    for (const gram of grams) if (wanted.has(gram)) shared += 1;
    const score = shared / (grams.size + wanted.size - shared);
    if (score > bestScore) {
      bestScore = score;
      best = [match.index, match.index + match[0].length];
    }
  }
  return best;
}

/** The original text escaped, with [start, end) wrapped in <mark>. */
function mark(original: string, span: [number, number] | null): string {
  if (!span) return escapeHtml(original);
  const [start, end] = span;
  return (
    escapeHtml(original.slice(0, start)) +
    SEARCH_MARK_OPEN +
    escapeHtml(original.slice(start, end)) +
    SEARCH_MARK_CLOSE +
    escapeHtml(original.slice(end))
  );
}

/** Where the term (normalised) matches a text: as typed, then as typed in the other layout. */
export const exactSpan = (original: string, term: string): [number, number] | null =>
  locate(original, term) ?? locate(original, switchLayout(term));

/**
 * The title markup: the title with the term marked when it holds the term; otherwise, when
 * the match was on another text (an ISIN, a ticker, the issuer, a name in another language),
 * that text follows in parentheses, marked; otherwise (a typo or a transliteration of the
 * title) the title's closest word is marked.
 */
export function highlightTitle(title: string, term: string, matchedText: string | null): string {
  const inTitle = exactSpan(title, term);
  if (inTitle) return mark(title, inTitle);
  if (matchedText && normalise(matchedText) !== normalise(title)) {
    const span = exactSpan(matchedText, term) ?? closestWord(matchedText, term);
    return `${escapeHtml(title)} (${mark(matchedText, span)})`;
  }
  return mark(title, closestWord(title, term));
}
