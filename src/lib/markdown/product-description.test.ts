import { describe, expect, it } from 'vitest';
import { descriptionExcerpt, descriptionPlainText } from './product-description.ts';

describe('descriptions as plain text', () => {
  const description = 'O **Gel X** é *ótimo*\npara alongamentos.\n\nSegundo parágrafo.';

  it('takes the first paragraph without bold markers', () => {
    expect(descriptionExcerpt(description)).toBe('O Gel X é ótimo para alongamentos.');
  });

  it('cuts a long first paragraph at a word boundary, within the limit', () => {
    const long = `${'palavra '.repeat(40)}fim`;
    const excerpt = descriptionExcerpt(long, 160);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt.endsWith('palavra…')).toBe(true);
  });

  it('joins every paragraph for the full plain text', () => {
    expect(descriptionPlainText(description)).toBe('O Gel X é ótimo para alongamentos. Segundo parágrafo.');
  });

  it('reads the description as Markdown: no mark and no backslash escape is left', () => {
    const markdown = String.raw`\*\*Açaí\*\* [intenso](/loja)` + '\n\n* Não risca\n* ' + String.raw`\- Seca`;
    expect(descriptionExcerpt(markdown)).toBe('**Açaí** intenso');
    expect(descriptionPlainText(markdown)).toBe('**Açaí** intenso Não risca - Seca');
  });

  it('is empty for an empty description', () => {
    expect(descriptionExcerpt('')).toBe('');
  });
});
