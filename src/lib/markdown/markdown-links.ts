// The links written inside a Markdown text (a post, a course programme, a page text) that may
// not be published, by the one URL rule (src/lib/url-rule.ts): https:, mailto: and tel:
// addresses, a path of the site or a fragment. The content build reports each refused link at its
// line; the CMS refuses to save the entry (src/lib/cms/entry-gate.ts). One module, so that both say
// the same thing (docs/decisions/013-content-gate.md, 024-one-url-rule-one-csp-source.md).
import { Lexer, type Token } from 'marked';
import { isPublishableUrl } from '../url-rule.ts';

/** The build's and the CMS's message for one refused link. */
export const refusedLinkMessage = (url: string) =>
  `A ligação "${url.length > 60 ? `${url.slice(0, 57)}...` : url}" não pode ser publicada: use um endereço https://, mailto: ou tel:, ou um caminho do site começado por /`;

/**
 * The links and pictures of a Markdown text whose address the URL rule refuses (isPublishableUrl:
 * https:, mailto: and tel: addresses, a path of the site '/loja' or a fragment '#secao'). The
 * renderers would already drop such a target, leaving a dead link; the build names it instead,
 * with the line it is on (1 = the text's first).
 */
export function refusedMarkdownLinks(markdown: string): { line: number; url: string }[] {
  const refused: { line: number; url: string }[] = [];
  let from = 0;
  const check = (url: string) => {
    if (isPublishableUrl(url)) return;
    // Tokens come in the text's order: each address is looked for past the previous one.
    let at = markdown.indexOf(url, from);
    if (at < 0) at = markdown.indexOf(url);
    else from = at + url.length;
    refused.push({ line: at < 0 ? 1 : markdown.slice(0, at).split('\n').length, url });
  };
  const lexer = new Lexer({ gfm: true });
  const tokens = lexer.lex(markdown);
  const walk = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'link' || token.type === 'image') check((token as { href: string }).href);
      const children = (token as { tokens?: Token[] }).tokens;
      if (children) walk(children);
      const items = (token as { items?: { tokens: Token[] }[] }).items;
      if (items) for (const item of items) walk(item.tokens);
    }
  };
  // A reference link ('[text][ref]') arrives as a link token with its definition's address.
  walk(tokens);
  return refused;
}
