import { describe, expect, it } from 'vitest';
import { modulePreloads, withLowPriorityEntry, withoutEntryScript } from './script-priority.ts';

describe('withLowPriorityEntry', () => {
  it("marks the template's module script and modulepreloads low priority, once", () => {
    const template =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-react-b.js">';
    const marked = withLowPriorityEntry(template);
    expect(marked).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>\n' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-react-b.js">',
    );
    expect(withLowPriorityEntry(marked)).toBe(marked);
  });
});

describe('modulePreloads', () => {
  it("lists the entry's imports, then the page's own chunks, each once, never the entry", () => {
    const tags = modulePreloads(
      ['/assets/index-a.js', '/assets/vendor-react-b.js'],
      [
        '/assets/home-c.js',
        '/assets/vendor-react-b.js',
        '/assets/index-a.js',
        '/assets/meta-d.js',
        '/assets/meta-d.js',
      ],
    );
    expect(tags).toEqual(['/assets/vendor-react-b.js', '/assets/home-c.js', '/assets/meta-d.js']);
  });
});

describe('withoutEntryScript', () => {
  it("takes the entry's <script src> out of the template, and nothing else", () => {
    const template =
      '<head>\n    <script>inline()</script>\n    <script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>\n</head>';
    expect(withoutEntryScript(template, '/assets/index-a.js')).toBe(
      '<head>\n    <script>inline()</script>\n</head>',
    );
    expect(() => withoutEntryScript('<head></head>', '/assets/index-a.js')).toThrow(/it has: none/);
  });
});
