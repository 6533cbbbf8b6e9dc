// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LOADER_SCRIPT, appScriptsElement } from './app-loader.ts';
import { QUERY_PENDING_CLASS } from './query-pending.ts';

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/**
 * Runs the inline script as a page would, in a browser with paint timing; returns a function that
 * reports a paint entry of the given name to the script's observer.
 */
function runLoader(): (entry: string) => void {
  let callback: PaintCallback | undefined;
  const disconnect = vi.fn();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint', 'longtask'];
      constructor(observed: PaintCallback) {
        callback = observed;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    },
  );
  // The script is a page's inline <script>: evaluated as text, as the browser does.
  new Function(APP_LOADER_SCRIPT)();
  return (entry) => callback?.({ getEntriesByName: (name) => (name === entry ? [{}] : []) }, { disconnect });
}

const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[src]')].map((element) =>
    [
      element.tagName,
      element.getAttribute('href') ?? element.getAttribute('src'),
      element.getAttribute('fetchpriority'),
    ].join(' '),
  );

describe('the app loader', () => {
  it("adds the page's preloads and then its entry, low priority, once the first contentful paint is reported", () => {
    document.head.innerHTML = appScriptsElement({
      entry: '/assets/index-a.js',
      preload: ['/assets/vendor-react-b.js', '/assets/home-c.js'],
    });
    const paint = runLoader();
    expect(added()).toEqual([]);
    paint('first-paint');
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual([
      'LINK /assets/vendor-react-b.js low',
      'LINK /assets/home-c.js low',
      'SCRIPT /assets/index-a.js low',
    ]);
    const entry = document.head.querySelector('script[src]');
    expect(entry?.getAttribute('type')).toBe('module');
    // The last resort after the load event adds nothing twice.
    vi.useFakeTimers();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(added()).toHaveLength(3);
  });

  it('leaves the whole stylesheet to the app: it adds no <link>', () => {
    document.head.innerHTML = appScriptsElement({
      entry: '/assets/index-a.js',
      preload: [],
      style: '/assets/style-d.css',
    });
    runLoader()('first-contentful-paint');
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(added()).toEqual(['SCRIPT /assets/index-a.js low']);
  });

  describe("with a priority picture (the page's LCP) still loading at the first paint", () => {
    /** The page's <img fetchpriority="high">, not complete until `loaded` is set. */
    function priorityPicture() {
      const img = document.createElement('img');
      img.setAttribute('fetchpriority', 'high');
      let loaded = false;
      Object.defineProperty(img, 'complete', { get: () => loaded });
      document.body.append(img);
      return {
        img,
        finish(event: 'load' | 'error') {
          loaded = true;
          img.dispatchEvent(new Event(event));
        },
      };
    }
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it.each(['load', 'error'] as const)(
      'adds the scripts in the task after the frame that follows its %s event',
      (event) => {
        vi.useFakeTimers();
        document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
        const picture = priorityPicture();
        const paint = runLoader();
        paint('first-contentful-paint');
        vi.advanceTimersByTime(1000);
        expect(added()).toEqual([]);
        picture.finish(event);
        vi.advanceTimersByTime(50);
        expect(added()).toEqual(['SCRIPT /assets/index-a.js low']);
      },
    );

    it('waits 2 s at most, and adds nothing twice when the picture comes later', () => {
      vi.useFakeTimers();
      document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
      const picture = priorityPicture();
      const paint = runLoader();
      paint('first-contentful-paint');
      vi.advanceTimersByTime(1999);
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added()).toEqual(['SCRIPT /assets/index-a.js low']);
      picture.finish('load');
      vi.runAllTimers();
      expect(added()).toHaveLength(1);
    });

    it('asks for the pictures held back with the scripts, not before: sources, then the <img>', () => {
      vi.useFakeTimers();
      document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
      const picture = priorityPicture();
      document.body.insertAdjacentHTML(
        'beforeend',
        '<picture><source type="image/webp" data-srcset="/a-320.webp 320w" sizes="50vw">' +
          '<img data-src="/a.jpg" data-srcset="/a-320.jpg 320w" sizes="50vw" alt="" loading="lazy"></picture>' +
          '<img class="other" src="/b.jpg" alt="">',
      );
      const order: string[] = [];
      new MutationObserver((records) => {
        for (const record of records)
          order.push(`${(record.target as Element).tagName} ${record.attributeName}`);
      }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['src', 'srcset'] });
      const paint = runLoader();
      paint('first-contentful-paint');
      const source = document.querySelector('source');
      const held = document.querySelector('img[data-src]');
      expect(source?.hasAttribute('srcset')).toBe(false);
      expect(held?.hasAttribute('src')).toBe(false);
      picture.finish('load');
      vi.advanceTimersByTime(50);
      expect(added()).toEqual(['SCRIPT /assets/index-a.js low']);
      expect(source?.getAttribute('srcset')).toBe('/a-320.webp 320w');
      expect(held?.getAttribute('srcset')).toBe('/a-320.jpg 320w');
      expect(held?.getAttribute('src')).toBe('/a.jpg');
      expect(document.querySelector('img.other')?.getAttribute('src')).toBe('/b.jpg');
      return Promise.resolve().then(() => expect(order).toEqual(['SOURCE srcset', 'IMG srcset', 'IMG src']));
    });

    it('does not wait for a picture already loaded', () => {
      document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
      priorityPicture().finish('load');
      const paint = runLoader();
      paint('first-contentful-paint');
      expect(added()).toEqual(['SCRIPT /assets/index-a.js low']);
    });
  });

  it('waits for the paint past the load event (a tab opened in the background), and adds them 3 s after it at the latest', () => {
    vi.useFakeTimers();
    document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
    runLoader();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(['SCRIPT /assets/index-a.js low']);
  });

  it.each<[string, unknown]>([
    ['without PerformanceObserver', undefined],
    ['whose PerformanceObserver knows no paint entries', { supportedEntryTypes: ['resource'] }],
  ])('adds them in the task after the first frame in a browser %s', (_, observer) => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', observer);
    let frame: (() => void) | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frame = callback;
      return 1;
    });
    document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
    new Function(APP_LOADER_SCRIPT)();
    frame?.();
    // Still nothing inside the frame: the tags come in the task after it, once it has painted.
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual(['SCRIPT /assets/index-a.js low']);
  });

  it('does nothing on a page without a list (app.html keeps its own <script src>), but shows its pictures', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<img data-src="/a.jpg" alt="">';
    const paint = runLoader();
    paint('first-contentful-paint');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(added()).toEqual([]);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/a.jpg');
    document.body.innerHTML = '';
  });

  describe('on a URL that names a search, a page or a blog category', () => {
    const pending = () => document.documentElement.classList.contains(QUERY_PENDING_CLASS);
    afterEach(() => {
      document.documentElement.classList.remove(QUERY_PENDING_CLASS);
      window.history.replaceState(null, '', '/');
    });

    it.each(['/loja?search=rosa', '/loja/unhas?page=2', '/blog?utm_source=ig&categoria=dicas'])(
      'hides what the parameters change on %s until the app has rendered',
      (url) => {
        window.history.replaceState(null, '', url);
        document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
        runLoader();
        expect(pending()).toBe(true);
      },
    );

    it.each(['/loja', '/loja?fbclid=IwAR0&utm_source=instagram', '/loja?search=', '/loja?research=rosa'])(
      'hides nothing on %s, the page the prerender wrote',
      (url) => {
        window.history.replaceState(null, '', url);
        runLoader();
        expect(pending()).toBe(false);
      },
    );

    it('shows the page again when its entry cannot be loaded', () => {
      window.history.replaceState(null, '', '/loja?search=rosa');
      document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
      runLoader()('first-contentful-paint');
      expect(pending()).toBe(true);
      document.head.querySelector('script[src]')?.dispatchEvent(new Event('error'));
      expect(pending()).toBe(false);
    });

    it('shows the page again 10 s after the load event should the app never render', () => {
      vi.useFakeTimers();
      window.history.replaceState(null, '', '/blog?page=2');
      document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [] });
      runLoader()('first-contentful-paint');
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(9_999);
      expect(pending()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(pending()).toBe(false);
    });
  });

  it('writes a list no text can break out of', () => {
    expect(appScriptsElement({ entry: '/a</script><script>x()</script>.js', preload: [] })).toBe(
      '<script type="application/json" id="app-scripts">{"entry":"/a\\u003c/script>\\u003cscript>x()\\u003c/script>.js","preload":[]}</script>',
    );
  });
});
