// The shop's and the blog's searches on the repository's sample catalogue (public/*.json, written
// by `npm run content`), one table row per rule of docs/product.md §5. What each row expects is
// computed here from the content with plain string tests, independently of the search's code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownPlainText } from '../markdown/markdown-text.ts';
import { postIndexEntry, productIndexEntry } from '../page-loading/page-data.ts';
import type { BlogPost, Product } from '../schema.ts';
import { searchPosts, searchProducts } from './search.ts';

const published = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8')) as T;
const products = published<Product[]>('products.json');
const posts = published<BlogPost[]>('blog.json');

/** A product's searched text as a visitor reads it, lowercased, accents kept. */
const productText = (p: Product) => `${p.name}\n${markdownPlainText(p.description)}`.toLowerCase();
const postText = (p: BlogPost) => `${p.title}\n${p.excerpt}\n${p.content}`.toLowerCase();

/** Today's rule (the brief's): the trimmed query, lowercased, inside the name or the description. */
const haystacks = new Map(
  products.map((p) => [p, [p.name.toLowerCase(), markdownPlainText(p.description).toLowerCase()]]),
);
const substringMatches = (query: string) =>
  products.filter((p) => haystacks.get(p)!.some((field) => field.includes(query.trim().toLowerCase())));

/** Whether `text` has `word` (lowercased, with its accents) as a whole word, or as a word's start. */
const hasWord = (text: string, word: string, start = false) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${word}${start ? '' : '($|[^\\p{L}\\p{N}])'}`, 'u').test(text);
const withWords = (...words: string[]) =>
  products.filter((p) => words.every((w) => hasWord(productText(p), w)));

const found = (query: string) => searchProducts(products, query).items;
const ids = (list: readonly { id: number }[]) => list.map((p) => p.id).sort((a, b) => a - b);

describe('the shop search on the sample catalogue', () => {
  it('the sample has what the rows below need', () => {
    expect(products.length).toBeGreaterThan(50);
    for (const word of ['pêssego', 'ácido', 'cerâmica', 'pincéis', 'limão', 'azul', 'builder', 'polish']) {
      expect(withWords(word).length, word).toBeGreaterThan(0);
    }
  });

  it.each([
    ['pessego', 'pêssego'],
    ['acido', 'ácido'],
    ['ceramica', 'cerâmica'],
    ['iman', 'íman'],
    ['algodao doce', 'algodão doce'],
  ])(
    'accents: "%s" and "%s" give one result set, which holds every product with the word',
    (plain, accented) => {
      expect(ids(found(plain))).toEqual(ids(found(accented)));
      expect(ids(found(plain.toUpperCase()))).toEqual(ids(found(plain)));
      expect(found(plain)).toEqual(expect.arrayContaining(withWords(...accented.split(' '))));
      expect(substringMatches(plain), 'today: nothing').toEqual([]);
    },
  );

  it.each([
    ['rosa gel', ['gel', 'rosa']],
    ['branco gel', ['gel', 'branco']],
    ['prata cat eye', ['cat', 'eye', 'prata']],
  ])('word order: "%s" finds every product holding all its words, wherever they stand', (query, words) => {
    const expected = withWords(...words);
    expect(expected.length).toBeGreaterThan(0);
    expect(found(query)).toEqual(expect.arrayContaining(expected));
    expect(ids(found(query))).toEqual(ids(found([...words].reverse().join(' '))));
  });

  it.each([
    ['pincéis', 'pincel'],
    ['limas', 'lima'],
    ['brocas', 'broca'],
    ['cores', 'cor'],
    ['flor', 'flores'],
    ['limões', 'limão'],
    ['azuis', 'azul'],
    ['separador', 'separadores'],
    ['géis', 'gel'],
  ])('plurals: "%s" finds the products with "%s" too, and the other way round', (query, other) => {
    const expected = withWords(other);
    expect(expected.length, `the sample has "${other}"`).toBeGreaterThan(0);
    expect(found(query)).toEqual(expect.arrayContaining(expected));
    expect(found(other)).toEqual(expect.arrayContaining(withWords(query)));
  });

  it.each([
    ['pigm', [], 'pigm'],
    ['gel polish ro', ['gel', 'polish'], 'ro'],
    ['cat e', ['cat'], 'e'],
  ])('prefix: "%s" finds the products where its last word starts a word', (query, whole, start) => {
    const expected = products.filter(
      (p) => whole.every((w) => hasWord(productText(p), w)) && hasWord(productText(p), start, true),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found(query)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['builer', 'builder'], // a letter missing
    ['poilsh', 'polish'], // two swapped
    ['acrigel', 'acrygel'], // one wrong
    ['turqesa', 'turquesa'],
    ['desidratnte', 'desidratante'],
    ['builldder', 'builder'], // two extra: too many
  ])('one slipped letter in a long word: "%s" for "%s"', (query, word) => {
    const expected = withWords(word);
    expect(expected.length).toBeGreaterThan(0);
    expect(substringMatches(query), 'today: nothing').toEqual([]);
    const oneEdit = Math.abs(query.length - word.length) <= 1;
    if (oneEdit) expect(found(query)).toEqual(expect.arrayContaining(expected));
    else expect(found(query)).toEqual([]);
  });

  it('a slip in a short word is not forgiven, but corrected', () => {
    expect(withWords('gel').length).toBeGreaterThan(0);
    expect(searchProducts(products, 'gle polsh')).toEqual({ items: [], suggestion: 'gel polish' });
  });

  it.each([
    ['pinsal', 'pincel'],
    ['cabine lde', 'cabine led'],
    ['acrigle', 'acrygel'],
  ])('nothing found for "%s": "Quis dizer %s?", which finds products', (query, suggestion) => {
    expect(searchProducts(products, query)).toEqual({ items: [], suggestion });
    expect(found(suggestion).length).toBeGreaterThan(0);
  });

  it.each(['base', 'rosa', 'prata', 'gel', 'lima'])(
    'ranking: for "%s", the products with the word in their name come first',
    (word) => {
      const inName = products.filter((p) => hasWord(p.name.toLowerCase(), word, true));
      const results = found(word);
      expect(inName.length).toBeGreaterThan(0);
      expect(results.length).toBeGreaterThan(inName.length);
      expect(ids(results.slice(0, inName.length))).toEqual(ids(inName));
    },
  );

  it('everything a substring search finds is still found: every name and random pieces of text', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const queries = products.flatMap((p) => {
      const text = productText(p);
      return [
        p.name,
        ...Array.from({ length: 6 }, () => {
          const at = random(text.length - 2);
          return text.slice(at, at + 2 + random(12));
        }),
      ];
    });
    for (const query of queries) {
      if (query.trim() === '') continue;
      const results = new Set(found(query));
      const missing = substringMatches(query).filter((p) => !results.has(p));
      expect(
        missing.map((p) => p.name),
        `"${query}"`,
      ).toEqual([]);
    }
  });

  it('finds the same in whole products and in the compact index entries', () => {
    const entries = products.map(productIndexEntry);
    for (const query of ['pessego', 'pincéis', 'gel polish ro', 'builer', 'de', '10 ml']) {
      expect(ids(searchProducts(entries, query).items), query).toEqual(ids(found(query)));
    }
    expect(searchProducts(entries, 'pinsal').suggestion).toBe('pincel');
  });

  it('a blank query returns every product, in the catalogue order', () => {
    expect(found('   ')).toEqual(products);
  });
});

describe('the blog search on the sample posts', () => {
  const foundPosts = (query: string) => searchPosts(posts, query).items;

  it('matches title, excerpt and content, without accents, in the given order (newest first)', () => {
    const word = 'cutículas';
    const expected = posts.filter((p) => postText(p).includes(word));
    expect(expected.length).toBeGreaterThan(0);
    const results = foundPosts('cuticulas');
    expect(results).toEqual(expect.arrayContaining(expected));
    expect(foundPosts('CUTICULA')).toEqual(expect.arrayContaining(expected));
    const positions = results.map((p) => posts.indexOf(p));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('finds the same in whole posts and in the compact index entries', () => {
    const entries = posts.map(postIndexEntry);
    for (const query of ['verao', 'unhas gel', 'cuticula', 'tendencia']) {
      expect(
        searchPosts(entries, query).items.map((p) => p.id),
        query,
      ).toEqual(foundPosts(query).map((p) => p.id));
    }
  });
});
