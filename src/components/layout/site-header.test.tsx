// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Outlet } from '#src/components/router/router.tsx';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import settings from '#src/generated/settings.json';
import { HEADER_SHRINK_SCROLL_PX, SiteHeader } from './site-header.tsx';

/**
 * A stand-in for the browser's IntersectionObserver, which jsdom lacks: it records what is
 * observed, and the test says when an observed element enters or leaves the viewport. jsdom has
 * no layout or scrolling, so whether the header's size stays put while scrolling is checked in
 * a real browser (tests/e2e/header-scroll.spec.ts).
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Reports every observed element as in the viewport or out of it. */
  report(isIntersecting: boolean) {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const observing = () => FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHeader(initialEntry: string, cartCount = 0) {
  const router = memoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SiteHeader cartCount={cartCount} />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: null },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(router.app);
  return router;
}

const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Pesquisar produtos' });
const currentSearchParam = (router: ReturnType<typeof renderHeader>) =>
  new URLSearchParams(router.history.location.search).get('search');

async function type(value: string) {
  await act(async () => {
    fireEvent.change(searchBox(), { target: { value } });
  });
}

async function go(router: ReturnType<typeof renderHeader>, to: string | number) {
  await act(async () => {
    await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  });
}

describe('SiteHeader search box', () => {
  it('has the placeholder the product requires', () => {
    renderHeader('/');
    expect(searchBox().placeholder).toBe('Pesquisar produtos...');
  });

  it('navigates to /loja with the trimmed text as the search parameter', async () => {
    const router = renderHeader('/sobre');
    await type('  gel rosa  ');
    expect(router.history.location.pathname).toBe('/loja');
    expect(currentSearchParam(router)).toBe('gel rosa');
    // What the visitor typed stays in the box, spaces included, so typing can go on.
    expect(searchBox().value).toBe('  gel rosa  ');
  });

  it('adds one history entry when the search starts, then replaces it while typing', async () => {
    const router = renderHeader('/sobre');
    await type('g');
    expect(router.history.action).toBe('PUSH');
    await type('ge');
    await type('gel');
    expect(router.history.action).toBe('REPLACE');
    await go(router, -1);
    expect(router.history.location.pathname).toBe('/sobre');
  });

  it('keeps a trailing space while typing a second word', async () => {
    const router = renderHeader('/loja');
    await type('gel ');
    expect(currentSearchParam(router)).toBe('gel');
    expect(searchBox().value).toBe('gel ');
    await type('gel r');
    expect(currentSearchParam(router)).toBe('gel r');
  });

  it('goes to /loja without a search when the text is emptied', async () => {
    const router = renderHeader('/loja?search=gel&page=2');
    await type('');
    expect(router.history.location.pathname).toBe('/loja');
    expect(router.history.location.search).toBe('');
  });

  it('treats blank text as empty', async () => {
    const router = renderHeader('/loja?search=gel');
    await type('   ');
    expect(router.history.location.pathname).toBe('/loja');
    expect(router.history.location.search).toBe('');
  });

  it('drops the page parameter when the search changes', async () => {
    const router = renderHeader('/loja?search=gel&page=3');
    await type('gelx');
    expect(router.history.location.search).toBe('?search=gelx');
  });

  it('clears the text and the search with the clear button', async () => {
    const router = renderHeader('/loja?search=verniz');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Limpar pesquisa' }));
    });
    expect(searchBox().value).toBe('');
    expect(router.history.location.pathname).toBe('/loja');
    expect(router.history.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Limpar pesquisa' })).toBeNull();
  });

  it('shows the current search on /loja and is empty elsewhere', async () => {
    const router = renderHeader('/loja?search=verniz');
    expect(searchBox().value).toBe('verniz');
    await go(router, '/sobre');
    expect(searchBox().value).toBe('');
    await go(router, '/loja/cores?search=verniz');
    expect(searchBox().value).toBe('');
    await go(router, '/loja?search=cat%20eye');
    expect(searchBox().value).toBe('cat eye');
    await go(router, '/loja');
    expect(searchBox().value).toBe('');
  });

  it('follows the URL when the search changes elsewhere, e.g. with Back', async () => {
    const router = renderHeader('/loja?search=primeira');
    await go(router, '/loja?search=segunda');
    expect(searchBox().value).toBe('segunda');
    await go(router, -1);
    expect(searchBox().value).toBe('primeira');
  });

  it('starts empty on pages other than the shop', () => {
    renderHeader('/blog?search=gel');
    expect(searchBox().value).toBe('');
  });
});

describe('SiteHeader shrink', () => {
  const header = () => screen.getByRole('banner');
  const isScrolled = () => header().classList.contains('site-header--scrolled');

  it('watches a hidden sentinel as tall as the threshold, not the scroll position', () => {
    renderHeader('/');
    const [observer, ...others] = observing();
    expect(others).toEqual([]);
    const [sentinel] = [...(observer?.targets ?? [])];
    expect(sentinel).toBeInstanceOf(HTMLElement);
    expect(sentinel?.getAttribute('aria-hidden')).toBe('true');
    expect((sentinel as HTMLElement).style.height).toBe(`${HEADER_SHRINK_SCROLL_PX}px`);
    expect(header().contains(sentinel ?? null)).toBe(false);
  });

  it('shrinks when the sentinel leaves the viewport and grows back when it returns', () => {
    renderHeader('/');
    expect(isScrolled()).toBe(false);
    const observer = observing()[0];

    act(() => observer?.report(false));
    expect(isScrolled()).toBe(true);

    act(() => observer?.report(true));
    expect(isScrolled()).toBe(false);
  });

  it('stops watching when the header goes away', () => {
    renderHeader('/');
    expect(observing()).toHaveLength(1);
    cleanup();
    expect(observing()).toHaveLength(0);
  });

  it('stays full size where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderHeader('/');
    expect(isScrolled()).toBe(false);
  });
});

describe('SiteHeader navigation and cart', () => {
  it('links the logo and the main sections, marking the current one', () => {
    renderHeader('/formacoes/3');
    expect(screen.getByRole('link', { name: settings.business.name })).toHaveProperty('pathname', '/');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const names = within(nav)
      .getAllByRole('link')
      .filter((link) => !link.closest('.site-nav__dropdown'))
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Sobre', 'Formações', 'Loja', 'Testemunhos', 'Blog', 'Contactos']);
    expect(within(nav).getByRole('link', { name: 'Formações' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('lists the shop categories under Loja, behind a disclosure button', async () => {
    renderHeader('/');
    const button = screen.getByRole('button', { name: 'Categorias da loja' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      settings.categories.map((category) => `/loja/${category.slug}`),
    );
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('hides the cart badge when the cart is empty', () => {
    renderHeader('/');
    const cart = screen.getByRole('link', { name: 'Carrinho, 0 artigos' });
    expect(cart.getAttribute('href')).toBe('/carrinho');
    expect(cart.querySelector('.site-header__cart-badge')).toBeNull();
  });

  it('shows the item count on the cart badge', () => {
    renderHeader('/', 3);
    const cart = screen.getByRole('link', { name: 'Carrinho, 3 artigos' });
    expect(cart.querySelector('.site-header__cart-badge')?.textContent).toBe('3');
  });
});

describe('SiteHeader mobile toggles', () => {
  it('opens the menu, and closes it with Escape', () => {
    renderHeader('/');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(menuButton.getAttribute('aria-controls')).toBe(nav.id);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    act(() => {
      fireEvent.click(menuButton);
    });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('site-nav--open')).toBe(true);

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu when the page changes', async () => {
    renderHeader('/');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    act(() => {
      fireEvent.click(menuButton);
    });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'Sobre' }));
    });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the search panel open while typing, and closes it on other navigation', async () => {
    const router = renderHeader('/sobre');
    const searchButton = screen.getByRole('button', { name: 'Pesquisa' });
    const panel = document.getElementById(searchButton.getAttribute('aria-controls') ?? '');
    act(() => {
      fireEvent.click(searchButton);
    });
    expect(searchButton.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.classList.contains('is-open')).toBe(true);
    expect(document.activeElement).toBe(searchBox());

    await type('gel');
    expect(router.history.location.pathname).toBe('/loja');
    expect(searchButton.getAttribute('aria-expanded')).toBe('true');

    // Following a link elsewhere: the focus has left the search box.
    act(() => searchBox().blur());
    await go(router, '/contactos');
    expect(searchButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the search panel with Escape and keeps the text', async () => {
    renderHeader('/loja?search=gel');
    const searchButton = screen.getByRole('button', { name: 'Pesquisa' });
    act(() => {
      fireEvent.click(searchButton);
    });
    act(() => {
      fireEvent.keyDown(searchBox(), { key: 'Escape' });
    });
    expect(searchButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(searchButton);
    expect(searchBox().value).toBe('gel');
  });
});
