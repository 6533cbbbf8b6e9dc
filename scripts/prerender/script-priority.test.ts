import { describe, expect, it } from 'vitest';
import { modulePreloads, withLowPriorityEntry } from './script-priority.ts';

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
    expect(tags).toEqual([
      '<link rel="modulepreload" fetchpriority="low" href="/assets/vendor-react-b.js">',
      '<link rel="modulepreload" fetchpriority="low" href="/assets/home-c.js">',
      '<link rel="modulepreload" fetchpriority="low" href="/assets/meta-d.js">',
    ]);
  });
});
