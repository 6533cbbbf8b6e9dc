// Decap reads and writes each entry's front matter with gray-matter, whose default engines include
// JavaScript: a file opening with "---js" (or "---javascript") has its block run through eval, in
// the editor's browser, with her GitHub session. The build refuses such a file
// (scripts/content/front-matter.ts), but the CMS opens files before any build has seen them (a
// branch, a pull request). Both Vite configurations hand Decap this module in place of gray-matter
// (an alias in vite.config.ts): the same function with the JavaScript engine refused, so that
// such a file shows an error in the CMS and runs nothing. Decision record 020.
// The real package, by a path that the alias of the bare name does not redirect.
import realMatter from 'gray-matter/index.js';

/** gray-matter's options, as far as this module touches them. */
type Options = { engines?: Record<string, unknown>; [option: string]: unknown };

/** gray-matter's default export, as far as Decap uses it. */
type Matter = ((input: unknown, options?: Options) => { data: Record<string, unknown>; content: string }) & {
  stringify: (file: unknown, data: object, options?: Options) => string;
  test: (text: string, options?: Options) => boolean;
  language: (text: string, options?: Options) => { name: string; raw: string };
};

const matter = realMatter as Matter;

export const REFUSED_CODE_MESSAGE =
  'Este ficheiro começa por "---js" (código JavaScript), que o CMS nunca executa: escreva os campos em YAML, entre duas linhas "---".';

const refused = {
  parse(): never {
    throw new Error(REFUSED_CODE_MESSAGE);
  },
  stringify(): never {
    throw new Error(REFUSED_CODE_MESSAGE);
  },
};

/** The caller's options with every name of gray-matter's JavaScript engine refused. */
const withoutCode = (options?: Options): Options => ({
  ...options,
  engines: { ...options?.engines, javascript: refused, js: refused },
});

function grayMatterWithoutCode(input: unknown, options?: Options) {
  return matter(input, withoutCode(options));
}

// What Decap and gray-matter's own helpers reach through the default export.
const safe = Object.assign(grayMatterWithoutCode, matter, {
  stringify: (file: unknown, data: object, options?: Options) =>
    matter.stringify(file, data, withoutCode(options)),
  test: matter.test,
  language: matter.language,
});

export default safe;
