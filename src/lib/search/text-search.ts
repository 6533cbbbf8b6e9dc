// The site's text search (docs/decisions/026-text-search.md), for visitors who type on phones:
//   - case and accents are ignored both ways ('pessego' and 'PÊSSEGO' find 'Pêssego');
//   - every word of the query must be found, in any order, in any of the searched fields;
//   - a Portuguese singular and its plural are one word ('pincel' and 'pincéis', 'limão' and
//     'limões', 'cor' and 'cores');
//   - the last word also matches the start of a word, so results follow the typing;
//   - in words of five letters or more, one wrong, missing, extra or swapped letter is forgiven;
//   - when nothing is found, a corrected query is offered ('Quis dizer …?').
// It finds everything a plain substring search finds: the query as typed, anywhere in a field
// (inside a word too: 'uild' finds 'Builder'), always matches. Pure and framework-free; each item's
// fields are folded once and cached, and a list's words are collected once (prepareSearch).

const markFree = new Map<string, string>();
/** A non-ASCII character without its marks ('ê' → 'e'), remembered: a text has few kinds. */
function foldCharacter(character: string): string {
  let folded = markFree.get(character);
  if (folded === undefined) {
    folded = character.normalize('NFD').replace(/\p{M}+/gu, '');
    markFree.set(character, folded);
  }
  return folded;
}

/** Lowercase, without accents or other marks ('Pêssego' → 'pessego'). */
export function foldText(text: string): string {
  // Most searched text is folded already (the compact indexes' text is folded at build time).
  if (!/[^\0-@[-\x7f]/.test(text)) return text;
  return text.toLowerCase().replace(/[^\0-\x7f]/g, foldCharacter);
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, lowercased but with their accents ('Gel Pêssego' → ['gel', 'pêssego']). */
function rawWords(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(WORD) ?? [];
}

/** The words of a query or a text, folded ('Gel Pêssego 10ml' → ['gel', 'pessego', '10ml']). */
export function searchWords(text: string): string[] {
  return rawWords(text).map(foldText);
}

/**
 * The forms of a folded word that count as the same word: itself, and its singular when it looks
 * like a plural, or its plurals when it looks like a singular. The usual Portuguese endings:
 * -s, -es, -ões/-ães/-ãos for -ão, -is for -l, -ns for -m. A guess that is not a real word does no
 * harm: it is only looked for as a whole word of the searched text.
 */
export function wordForms(word: string): string[] {
  const forms = new Set([word]);
  const length = word.length;
  const stem = (cut: number) => word.slice(0, length - cut);
  if (length >= 3 && word.endsWith('s')) {
    forms.add(stem(1)); // rosas → rosa
    if (word.endsWith('es') && length >= 4) forms.add(stem(2)); // cores → cor, ímanes → íman
    if (/(oes|aes|aos)$/.test(word)) forms.add(`${stem(3)}ao`); // limões → limão
    if (word.endsWith('ns')) forms.add(`${stem(2)}m`); // nuvens → nuvem
    if (word.endsWith('eis') && length >= 4)
      forms.add(`${stem(3)}el`); // géis → gel, pincéis → pincel
    else if (/[aou]is$/.test(word) && length >= 5)
      forms.add(`${stem(2)}l`); // azuis → azul
    else if (word.endsWith('is') && length >= 5) forms.add(`${stem(1)}l`); // funis → funil
  } else if (length >= 2) {
    forms.add(`${word}s`);
    if (/[rzsnl]$/.test(word)) forms.add(`${word}es`); // flor → flores, íman → ímanes
    if (word.endsWith('ao')) for (const plural of ['oes', 'aes', 'aos']) forms.add(`${stem(2)}${plural}`);
    if (word.endsWith('m')) forms.add(`${stem(1)}ns`); // nuvem → nuvens
    if (word.endsWith('el'))
      forms.add(`${stem(2)}eis`); // pincel → pincéis
    else if (/[aou]l$/.test(word))
      forms.add(`${stem(1)}is`); // azul → azuis
    else if (word.endsWith('il')) forms.add(`${stem(1)}s`); // funil → funis
  }
  return [...forms];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Whether the character at `index` of `text` belongs to a word (a letter or a digit). */
function isWordChar(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return LETTER_OR_DIGIT.test(text.charAt(index));
}

/**
 * Whether `a` becomes `b` by one edit at most: a letter changed, added or removed, or two
 * neighbouring letters swapped. Linear: it walks both words once.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length || i === b.length) return true; // equal, or one letter more at the end
  if (diff === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return diff > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // one more or less
}

/**
 * The number of edits (changed, added, removed or swapped neighbouring letters) from `a` to `b`,
 * or `limit + 1` as soon as it is known to be over `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    beforePrevious = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Words this long or longer forgive one slipped letter. */
export const FORGIVING_LENGTH = 5;

/**
 * What a search looks in: an item's fields, the first one its name (or title). Give one function
 * per kind of search, defined once: what is computed once is kept per function.
 */
export type SearchFields<T> = (item: T) => readonly string[];

type Prepared = { fields: readonly string[] };

/**
 * What is computed once, per way of searching (a `fields` function: give a stable one) and per
 * item or list. Content objects are treated as immutable: an edit produces a new object (and so
 * a new entry), never an in-place change.
 */
type Caches = { items: WeakMap<object, Prepared>; vocabularies: WeakMap<object, Vocabulary> };
const caches = new WeakMap<object, Caches>();

function cachesOf(fieldsOf: object): Caches {
  let found = caches.get(fieldsOf);
  if (found === undefined) {
    found = { items: new WeakMap(), vocabularies: new WeakMap() };
    caches.set(fieldsOf, found);
  }
  return found;
}

/** An item's folded fields. */
function prepared<T extends object>(item: T, fieldsOf: SearchFields<T>): Prepared {
  const { items } = cachesOf(fieldsOf);
  let entry = items.get(item);
  if (entry === undefined) {
    entry = { fields: fieldsOf(item).map(foldText) };
    items.set(item, entry);
  }
  return entry;
}

const NOT_WORD = /[^\p{L}\p{N}]+/u;

/**
 * The folded words of a list's items, with how often each is used: what a slipped letter is
 * corrected to. Built item by item, so that idle time can build it ahead (prepareSearch).
 */
type Vocabulary = { counts: Map<string, number>; next: number };

/** Adds the words of the next items to the list's vocabulary while `more()` allows; true when complete. */
function buildVocabulary<T extends object>(
  items: readonly T[],
  fieldsOf: SearchFields<T>,
  more: () => boolean,
): Vocabulary & { complete: boolean } {
  const { vocabularies } = cachesOf(fieldsOf);
  let vocabulary = vocabularies.get(items);
  if (vocabulary === undefined) {
    vocabulary = { counts: new Map(), next: 0 };
    vocabularies.set(items, vocabulary);
  }
  const { counts } = vocabulary;
  while (vocabulary.next < items.length && more()) {
    for (const field of prepared(items[vocabulary.next]!, fieldsOf).fields) {
      for (const word of field.split(NOT_WORD))
        if (word !== '') counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    vocabulary.next += 1;
  }
  return { ...vocabulary, complete: vocabulary.next === items.length };
}

/** The complete vocabulary of a list. */
const vocabulary = <T extends object>(items: readonly T[], fieldsOf: SearchFields<T>) =>
  buildVocabulary(items, fieldsOf, () => true);

/**
 * Does ahead, while `hasTime()` says so, what the first searches of `items` would do: fold each
 * item's fields and collect their words. Returns true once all is done; call it again (in the
 * next idle moment) while it returns false. Searching never needs it: it only saves the time.
 */
export function prepareSearch<T extends object>(
  items: readonly T[],
  fieldsOf: SearchFields<T>,
  hasTime: () => boolean,
): boolean {
  return buildVocabulary(items, fieldsOf, hasTime).complete;
}

/** How `word` (folded) is written in the items, accents included: the first use found. */
function spelling<T extends object>(items: readonly T[], fieldsOf: SearchFields<T>, word: string): string {
  for (const item of items) {
    const folded = prepared(item, fieldsOf).fields;
    for (const [index, field] of fieldsOf(item).entries()) {
      if (wordStart(folded[index]!, word) !== 2) continue;
      const written = rawWords(field).find((raw) => foldText(raw) === word);
      if (written !== undefined) return written;
    }
  }
  return word;
}

/** How a query word is looked for: as typed, in its other forms, and the words one edit away. */
type WordQuery = { word: string; forms: string[]; near: string[] };

function wordQuery(word: string, last: boolean, vocab: () => ReadonlyMap<string, number>): WordQuery {
  // Forms under three letters ('ros' → 'ro') are not words worth looking for.
  const forms = wordForms(word).filter((form) => form !== word && form.length >= 3);
  const near: string[] = [];
  if (word.length >= FORGIVING_LENGTH) {
    for (const candidate of vocab().keys()) {
      if (candidate.startsWith(word) || forms.includes(candidate)) continue;
      // While typing, the last word may be the start of a longer word with a slip in it.
      const starts =
        last && candidate.length > word.length
          ? [-1, 0, 1].map((extra) => candidate.slice(0, word.length + extra))
          : [candidate];
      if (starts.some((start) => withinOneEdit(word, start))) near.push(candidate);
    }
  }
  return { word, forms, near };
}

/** Where `word` starts a word of the folded `text`: 2 when it is the whole word, 1 when its start, else 0. */
function wordStart(text: string, word: string): number {
  let found = 0;
  for (let at = text.indexOf(word); at !== -1 && found < 2; at = text.indexOf(word, at + 1)) {
    if (at > 0 && isWordChar(text, at - 1)) continue;
    const end = at + word.length;
    found = end === text.length || !isWordChar(text, end) ? 2 : 1;
  }
  return found;
}

// How well a query word matches a field, for the order of the results.
const WHOLE = 4;
const START = 3;
const OTHER_FORM = 2;
const ONE_OFF = 1;

/**
 * How well a word matches a field: as a whole word, as the start of a word, in another of its
 * forms (a whole word), one letter off (a whole word), or not at all (0).
 */
function fieldMatch(field: string, query: WordQuery): number {
  const start = wordStart(field, query.word);
  if (start > 0) return start === 2 ? WHOLE : START;
  if (query.forms.some((form) => wordStart(field, form) === 2)) return OTHER_FORM;
  if (query.near.some((word) => wordStart(field, word) === 2)) return ONE_OFF;
  return 0;
}

export type SearchOptions<T> = {
  fields: SearchFields<T>;
  /**
   * Relevance order: the items whose name (the first field) matches the words best come first,
   * then the best matches in any field, then the given order. Without it the given order is kept.
   */
  rank?: boolean;
};

export type SearchResult<T> = {
  items: T[];
  /** When nothing is found: a corrected query that finds something, to offer ('Quis dizer …?'). */
  suggestion?: string;
};

/** How well an item matches: in its name, and in its best fields; undefined when it does not. */
function itemScore(
  fields: readonly string[],
  phrase: string,
  queries: readonly WordQuery[],
): { name: number; any: number } | undefined {
  let name = 0;
  let any = 0;
  // The last word first: while typing it is the one most items lack, so they are left sooner.
  for (let q = queries.length - 1; q >= 0; q -= 1) {
    const query = queries[q]!;
    let best = 0;
    for (let f = 0; f < fields.length && best < WHOLE; f += 1) {
      const match = fieldMatch(fields[f]!, query);
      if (f === 0) name += match;
      best = Math.max(best, match);
    }
    if (best === 0) {
      // The query as typed, anywhere in a field (inside a word too): what a plain substring
      // search finds is always found.
      const at = fields.findIndex((field) => field.includes(phrase));
      if (at === -1) return undefined;
      return { name: at === 0 ? queries.length * ONE_OFF : 0, any: queries.length * ONE_OFF };
    }
    any += best;
  }
  return { name, any };
}

/** The items that match `query`; a blank query matches all, in the given order. */
export function textSearch<T extends object>(
  items: readonly T[],
  query: string,
  { fields, rank = false }: SearchOptions<T>,
): SearchResult<T> {
  const phrase = foldText(query.trim());
  if (phrase === '') return { items: [...items] };
  const words = searchWords(query);
  const vocab = () => vocabulary(items, fields).counts;
  const queries = words.map((word, index) => wordQuery(word, index === words.length - 1, vocab));
  const scored: { item: T; index: number; name: number; any: number }[] = [];
  items.forEach((item, index) => {
    const itemFields = prepared(item, fields).fields;
    // Nothing but punctuation: looked for as typed, like a plain substring search.
    if (words.length === 0) {
      if (itemFields.some((field) => field.includes(phrase))) scored.push({ item, index, name: 0, any: 0 });
      return;
    }
    const score = itemScore(itemFields, phrase, queries);
    if (score) scored.push({ item, index, ...score });
  });
  if (rank) scored.sort((a, b) => b.name - a.name || b.any - a.any || a.index - b.index);
  if (scored.length > 0 || words.length === 0) return { items: scored.map((entry) => entry.item) };
  const suggestion = correctedQuery(items, query, queries, fields);
  return suggestion === undefined ? { items: [] } : { items: [], suggestion };
}

/**
 * A correction of a query that found nothing: each word that no item holds (as typed, as its
 * start or in another form) replaced by the nearest word of the items (two edits at most for words
 * of five letters or more, one for shorter ones; the most used word on a tie), when the corrected
 * query finds something.
 */
function correctedQuery<T extends object>(
  items: readonly T[],
  query: string,
  queries: readonly WordQuery[],
  fields: SearchFields<T>,
): string | undefined {
  const { counts } = vocabulary(items, fields);
  const typed = rawWords(query);
  let changed = false;
  const corrected = queries.map((wordQuery, index) => {
    const { word } = wordQuery;
    const asTyped = typed[index] ?? word;
    const held = items.some((item) =>
      prepared(item, fields).fields.some((field) => fieldMatch(field, wordQuery) > ONE_OFF),
    );
    if (held || word.length < 3) return asTyped;
    const limit = word.length >= FORGIVING_LENGTH ? 2 : 1;
    // The nearest word; on a tie, one of the same length (a slip, not a lost letter), then the
    // most used. Words under three letters are never offered.
    let best: { word: string; distance: number; lengthDiff: number; count: number } | undefined;
    for (const [candidate, count] of counts) {
      if (candidate.length < 3) continue;
      const distance = editDistance(word, candidate, limit);
      if (distance > limit) continue;
      const lengthDiff = Math.abs(candidate.length - word.length);
      if (!best || (distance - best.distance || lengthDiff - best.lengthDiff || best.count - count) < 0) {
        best = { word: candidate, distance, lengthDiff, count };
      }
    }
    if (!best) return asTyped;
    changed = true;
    return spelling(items, fields, best.word);
  });
  if (!changed) return undefined;
  const suggestion = corrected.join(' ');
  return textSearch(items, suggestion, { fields }).items.length > 0 ? suggestion : undefined;
}
