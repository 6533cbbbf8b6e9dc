// Counts in words: '1 produto' but '2 produtos'.

/**
 * The count followed by the singular or the plural form. In Portuguese only 1 takes the
 * singular: '0 produtos', '1 produto', '2 produtos'. The forms may be phrases, e.g.
 * plural(n, 'artigo encontrado', 'artigos encontrados').
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
