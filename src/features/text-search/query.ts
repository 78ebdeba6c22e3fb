/**
 * Turning what a visitor typed into the parts of a PostgreSQL text search query. Pure and
 * shared by the service and its unit tests; the SQL lives in text-search.service.ts.
 */

/** At most this many words of a query are searched (the rest are ignored). */
export const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * Lower-case words and numbers of the text, each once, in order. Only letters and digits get
 * through, so a term can be placed in a to_tsquery expression without any escaping problem.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = match[0].slice(0, MAX_TERM_LENGTH);
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/** A lexeme in to_tsquery syntax; terms are letters and digits only (see tokenize), quoted for safety anyway. */
export function lexeme(term: string, prefix = false): string {
  return `'${term.replaceAll("'", "")}'${prefix ? ":*" : ""}`;
}

/** Alternatives of one term, e.g. `('lägenh' | 'lägenh':* | 'lägenheter')`. */
export function anyOf(alternatives: string[]): string {
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" | ")})`;
}

/** All terms must match. */
export function allOf(parts: string[]): string {
  return parts.join(" & ");
}

/** Folds the Nordic letters visitors often type without (å, ä, ö, ø, æ) for correction candidates. */
export const FOLD_FROM = "åäöøæéèáàüõ";
export const FOLD_TO = "aaooaeeaauo";
export function fold(term: string): string {
  let folded = "";
  for (const char of term) {
    const index = FOLD_FROM.indexOf(char);
    folded += index >= 0 ? FOLD_TO[index] : char;
  }
  return folded;
}

const SENTENCE_END = /[.!?…](?=\s|$)/g;
const ELLIPSIS = "…";

/**
 * An excerpt that reads as sentences (issue 13): ts_headline cuts a window of words anywhere,
 * so "med utsikt över vattnet. Bostäderna har" becomes "Bostäderna har … ". A sentence that
 * ends before the first match is dropped, the text ends after the sentence of the last match
 * when it ends within the window, and what is still cut says so with an ellipsis. Works on the
 * headline with its markers (start, stop), before excerptParts splits it.
 */
export function asSentences(headline: string, start: string, stop: string): string {
  const text = headline.replace(/\s+/g, " ").trim();
  if (!text) return text;
  const firstMatch = text.indexOf(start);
  const lastMatch = text.lastIndexOf(stop);
  // The last sentence end before the first match (or anywhere, without one): the excerpt starts after it.
  let from = 0;
  const head = firstMatch >= 0 ? text.slice(0, firstMatch) : "";
  for (const match of head.matchAll(SENTENCE_END)) from = match.index + match[0].length;
  // The first sentence end after the last match ends the excerpt.
  let to = text.length;
  const tailStart = Math.max(lastMatch, 0);
  const end = [...text.slice(tailStart).matchAll(SENTENCE_END)][0];
  if (end) to = tailStart + end.index + end[0].length;
  let excerpt = text.slice(from, to).trim();
  const plain = excerpt.replaceAll(start, "").replaceAll(stop, "");
  const startsSentence = from > 0 || /^[\p{Lu}\p{N}"“”«(]/u.test(plain);
  if (!startsSentence) excerpt = `${ELLIPSIS} ${excerpt}`;
  if (!/[.!?…:]["”»)]?$/.test(plain)) excerpt = `${excerpt} ${ELLIPSIS}`;
  return excerpt;
}

/** Splits ts_headline output with the given markers into plain text parts (never HTML). */
export function excerptParts(headline: string, start: string, stop: string): { text: string; highlight: boolean }[] {
  const parts: { text: string; highlight: boolean }[] = [];
  let rest = headline;
  while (rest.length > 0) {
    const open = rest.indexOf(start);
    if (open < 0) {
      parts.push({ text: rest, highlight: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), highlight: false });
    const close = rest.indexOf(stop, open + start.length);
    const end = close < 0 ? rest.length : close;
    const marked = rest.slice(open + start.length, end);
    if (marked) parts.push({ text: marked, highlight: true });
    rest = close < 0 ? "" : rest.slice(close + stop.length);
  }
  // Neighbouring parts of the same kind are merged, and the markers never leak.
  return parts
    .map((part) => ({ ...part, text: part.text.replaceAll(start, "").replaceAll(stop, "") }))
    .filter((part) => part.text.length > 0)
    .reduce<{ text: string; highlight: boolean }[]>((merged, part) => {
      const last = merged[merged.length - 1];
      if (last && last.highlight === part.highlight) last.text += part.text;
      else merged.push({ ...part });
      return merged;
    }, []);
}
