// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { siteText, writeListTextsAsTheSite, type CategoryNames } from './list-texts.ts';

const categories: CategoryNames = [
  { slug: 'nail-art', name: 'Nail Art', subcategories: [{ slug: 'carimbos', name: 'Carimbos' }] },
  { slug: 'cores', name: 'Cores', subcategories: [{ slug: 'summer-crush', name: 'Summer Crush' }] },
];
const NBSP = '\u00a0';

describe('the lists’ texts as the site writes them', () => {
  it('writes the amounts of a summary with a comma and two decimals', () => {
    expect(siteText('Gel Rosa — 27.5 € — stock 3', categories)).toBe(`Gel Rosa — 27,50${NBSP}€ — stock 3`);
    expect(siteText('Curso — presencial — 280 €', categories)).toBe(`Curso — presencial — 280,00${NBSP}€`);
  });

  it('names the category of a group and the category and subcategory of a slide', () => {
    expect(siteText('Categoria nail-art', categories)).toBe('Categoria Nail Art');
    expect(siteText('cores › summer-crush', categories)).toBe('Cores › Summer Crush');
  });

  it('leaves other texts alone, and what it wrote the same when it meets it again', () => {
    for (const text of ['Categoria Dicas', 'cores › outra', 'Categoria', 'Preço (€)', '12,50 € ao todo']) {
      expect(siteText(text, categories)).toBe(text);
    }
    const written = siteText('Gel — 9.9 € — stock 0', categories);
    expect(siteText(written, categories)).toBe(written);
  });

  it('rewrites what Decap renders later, but never a field being edited', async () => {
    document.body.innerHTML = '<h2>Categoria nail-art</h2>';
    const observer = writeListTextsAsTheSite(document, categories);
    const card = document.createElement('h2');
    card.textContent = 'Lima — 3.2 € — stock 5';
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    editor.innerHTML = '<p>Custa 3.2 € na cores › summer-crush</p>';
    const input = document.createElement('textarea');
    input.textContent = 'Categoria nail-art';
    document.body.append(card, editor, input);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(document.querySelector('h2')?.textContent).toBe('Categoria Nail Art');
    expect(card.textContent).toBe(`Lima — 3,20${NBSP}€ — stock 5`);
    expect(editor.textContent).toBe('Custa 3.2 € na cores › summer-crush');
    expect(input.textContent).toBe('Categoria nail-art');
  });
});
