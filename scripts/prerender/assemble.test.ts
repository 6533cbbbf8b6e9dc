import { describe, expect, it } from 'vitest';
import type { RenderResult } from '../../src/lib/prerendered-page.ts';
import { chunksOf, createPageAssembler, type Manifest } from './assemble.ts';

const TEMPLATE = [
  '<html><head><meta http-equiv="Content-Security-Policy" content="x">',
  '    <!--app-head-->',
  '<script type="module" src="/assets/index.js"></script></head>',
  '<body><div id="root"><!--app-html--></div></body></html>',
].join('\n');

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_app.js'], isEntry: true },
  '_app.js': { file: 'assets/app.js' },
  'src/pages/product.tsx': { file: 'assets/product.js', imports: ['_app.js', '_grid.js'] },
  '_grid.js': { file: 'assets/grid.js', imports: ['_app.js', '_card.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_grid.js'] },
};

const result = (overrides: Partial<RenderResult> = {}): RenderResult => ({
  html: '<main>Olá $& $1</main>',
  head: '<title>Gel</title>',
  data: { products: [] },
  page: 'product',
  modules: ['src/pages/product.tsx'],
  ...overrides,
});

describe('page assembly', () => {
  it('lists a module and what it imports once each, following cycles', () => {
    expect(chunksOf(MANIFEST, 'src/pages/product.tsx')).toEqual([
      '/assets/product.js',
      '/assets/app.js',
      '/assets/grid.js',
      '/assets/card.js',
    ]);
  });

  it("puts the head, the hold of the first paint until <main> is read, the list of scripts for the loader (the entry; its imports, then the page's other chunks), the page's data and the markup into the template, without the entry's <script src>", () => {
    const page = createPageAssembler({
      template: TEMPLATE,
      manifest: MANIFEST,
      siteUrl: 'https://x.pt',
      ogImageFor: () => undefined,
    });
    expect(page(result(), '/loja/produto/1')).toBe(
      [
        '<html><head><meta http-equiv="Content-Security-Policy" content="x">',
        '    <title>Gel</title>',
        '    <link rel="expect" href="#main" blocking="render">',
        '    <script type="application/json" id="app-scripts">{"entry":"/assets/index.js","preload":["/assets/app.js","/assets/product.js","/assets/grid.js","/assets/card.js"]}</script>',
        '    <script type="application/json" id="prerender-info">{"url":"/loja/produto/1"}</script></head>',
        '<body><div id="root"><main>Olá $& $1</main></div><script type="application/json" id="page-data">{"products":[]}</script></body></html>',
      ].join('\n'),
    );
  });

  it("puts the page's data before the template's </body>, never before one in the page's markup", () => {
    const page = createPageAssembler({
      template: TEMPLATE,
      manifest: MANIFEST,
      siteUrl: 'https://x.pt',
      ogImageFor: () => undefined,
    });
    const html = page({ ...result(), html: '<main><pre></body></pre></main>' }, '/loja/produto/1');
    expect(html).toContain(
      '<main><pre></body></pre></main></div><script type="application/json" id="page-data">{"products":[]}</script></body></html>',
    );
    expect(html.match(/id="page-data"/g)).toHaveLength(1);
  });

  it('gives the not-found page a null URL', () => {
    const page = createPageAssembler({
      template: TEMPLATE,
      manifest: MANIFEST,
      siteUrl: 'https://x.pt',
      ogImageFor: () => undefined,
    });
    expect(page(result({ data: {}, modules: [] }), null)).toContain('{"url":null}');
  });

  it('refuses a template without its markers or its security policy', () => {
    const options = { manifest: MANIFEST, siteUrl: 'https://x.pt', ogImageFor: () => undefined };
    expect(() =>
      createPageAssembler({ ...options, template: TEMPLATE.replace('<!--app-html-->', '') }),
    ).toThrow(/markers/);
    expect(() =>
      createPageAssembler({ ...options, template: TEMPLATE.replace('Content-Security-Policy', 'x') }),
    ).toThrow(/Content-Security-Policy/);
    // The entry's <script src> is what the loader replaces: another one, or none, is a wrong template.
    expect(() =>
      createPageAssembler({ ...options, template: TEMPLATE.replace('/assets/index.js', '/assets/other.js') }),
    ).toThrow(/one module script, the entry \/assets\/index.js; it has: \/assets\/other.js/);
  });

  describe('with a stylesheet', () => {
    const LINK = '<link rel="stylesheet" crossorigin href="/assets/style-s.css">';
    const template = TEMPLATE.replace('</head>', `${LINK}</head>`);
    const stylesheet = 'body{margin:0}.card{color:red}.modal{display:grid}.card:hover{color:blue}';
    const page = createPageAssembler({
      template,
      manifest: MANIFEST,
      siteUrl: 'https://x.pt',
      ogImageFor: () => undefined,
      stylesheet,
    });

    it("puts the page's own CSS where the <link> was, the <link> in a <noscript>, and names the stylesheet for the loader", () => {
      const html = page(result({ html: '<main class="card">Olá</main>' }), '/loja/produto/1');
      expect(html).toContain(
        `<style id="page-css">body{margin:0}.card{color:red}</style><noscript>${LINK}</noscript></head>`,
      );
      expect(html).toContain('"style":"/assets/style-s.css"');
      expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
      // The not-found page too.
      expect(page(result({ html: '<main class="card">x</main>', modules: [] }), null)).toContain(
        '<style id="page-css">',
      );
    });

    it('keeps the rules of what a first tap shows, though the markup has none yet', () => {
      const withBadge = createPageAssembler({
        template,
        manifest: MANIFEST,
        siteUrl: 'https://x.pt',
        ogImageFor: () => undefined,
        stylesheet:
          '.modal{display:grid}.site-header__cart-badge{position:absolute}.alert.alert--success{color:green}',
      });
      expect(withBadge(result({ html: '<main>Olá</main>' }), '/loja/produto/1')).toContain(
        '<style id="page-css">.site-header__cart-badge{position:absolute}.alert.alert--success{color:green}</style>',
      );
    });

    it('leaves the home its render-blocking <link>, and its loader no stylesheet to add', () => {
      const html = page(result({ html: '<main class="card">Olá</main>' }), '/');
      expect(html).toContain(`${LINK}</head>`);
      expect(html).not.toContain('<style');
      expect(html).not.toContain('"style"');
      expect(html).not.toContain('<noscript>');
    });

    it("refuses to work without the stylesheet's text, or with two stylesheets", () => {
      const options = { manifest: MANIFEST, siteUrl: 'https://x.pt', ogImageFor: () => undefined };
      expect(() => createPageAssembler({ ...options, template })).toThrow(/style-s.css was not read/);
      expect(() =>
        createPageAssembler({
          ...options,
          template: template.replace('</head>', `${LINK}</head>`),
          stylesheet,
        }),
      ).toThrow(/one stylesheet; it links 2/);
    });
  });
});
