// decap-cms-locales (installed with decap-cms-app) ships no types: each locale is a nested object
// of phrases.
declare module 'decap-cms-locales' {
  export type Phrases = { [key: string]: string | Phrases };
  export const en: Phrases;
  export const pt: Phrases;
}
