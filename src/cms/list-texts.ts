// Decap writes the lists' summaries and group titles with its own string templates, which can
// neither format a number nor look a name up by its slug (docs/decisions/019-cms-in-portuguese.md):
// left alone they show '27.5 €', 'Categoria nail-art' and, for a hero slide, 'cores › summer-crush'.
// These texts are rewritten where Decap puts them, as the site writes them: amounts as
// '27,50 €', categories and subcategories by their names. Only text Decap shows is touched, never
// a field being edited (inputs, the rich-text editor).
import { formatPrice } from '#src/lib/money.ts';

type Named = { slug: string; name: string };
export type CategoryNames = readonly (Named & { subcategories: readonly Named[] })[];

/** An amount as Decap's templates write it: a whole number with a dot, then a plain space and '€'. */
const TEMPLATE_AMOUNT = /(?<![\d.,])(\d+(?:\.\d+)?) €/g;

/**
 * The text as the site would write it: every template amount in the site's format (whose
 * no-break space the pattern does not match again), 'Categoria <slug>' and '<slug> › <slug>' with
 * names. Any other text comes back unchanged.
 */
export function siteText(text: string, categories: CategoryNames): string {
  const withAmounts = text.replace(TEMPLATE_AMOUNT, (_, amount: string) => formatPrice(Number(amount)));
  const group = /^Categoria (\S+)$/.exec(withAmounts);
  if (group) {
    const category = categories.find((candidate) => candidate.slug === group[1]);
    return category ? `Categoria ${category.name}` : withAmounts;
  }
  const slide = /^(\S+) › (\S+)$/.exec(withAmounts);
  if (slide) {
    const category = categories.find((candidate) => candidate.slug === slide[1]);
    const subcategory = category?.subcategories.find((candidate) => candidate.slug === slide[2]);
    if (category && subcategory) return `${category.name} › ${subcategory.name}`;
  }
  return withAmounts;
}

/** Text the owner is editing: an input's or the rich-text editor's, never rewritten. */
function isEditable(node: Node): boolean {
  const parent = node.parentElement;
  return (
    !parent ||
    parent.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

function rewrite(node: Node, categories: CategoryNames) {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.nodeValue ?? '';
    if (text.trim() === '' || isEditable(node)) return;
    const written = siteText(text, categories);
    if (written !== text) node.nodeValue = written;
    return;
  }
  const walker = node.ownerDocument?.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  if (!walker) return;
  for (let text = walker.nextNode(); text; text = walker.nextNode()) rewrite(text, categories);
}

/** Rewrites the CMS page's texts now and whenever Decap renders new ones. */
export function writeListTextsAsTheSite(document: Document, categories: CategoryNames): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') rewrite(record.target, categories);
      for (const added of record.addedNodes) rewrite(added, categories);
    }
  });
  rewrite(document.body, categories);
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return observer;
}
