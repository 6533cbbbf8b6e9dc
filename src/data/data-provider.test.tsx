// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, cleanup, render, screen, waitFor as waitForDom } from '@testing-library/react';
import { AtCurrentPath, memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost, Product } from '#src/lib/schema.ts';
import { fingerprint } from '#src/lib/fingerprint.ts';
import { itemVersions } from '#src/lib/in-app-admin/item-version.ts';
import { LOCAL_COPY_KEYS } from '#src/lib/in-app-admin/local-copies.ts';
import { aPost, aProduct } from '#src/test/factories.ts';
import { DataProvider, type PublishedData } from './data-provider.tsx';
import { useAdminCollection, type AdminCollection } from './admin-hooks.ts';
import { PagePath, usePosts, useProducts, useRelatedProductCards } from './page-hooks.tsx';
import { relatedProducts } from '#src/lib/catalogue.ts';
import { productCard } from '#src/lib/page-loading/page-data.ts';

const product = (id: number, name: string): Product =>
  aProduct({ id, slug: name.toLowerCase().replace(/\s+/g, '-'), name, stock: 5 });

const post = (id: number, title: string, date: string): BlogPost =>
  aPost({
    id,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    date,
    author: 'Autora',
    category: 'Cuidados',
  });

// The first read of a local copy imports the schema check, which can take a while on a busy machine.
const waitFor = <T,>(check: () => T) => waitForDom(check, { timeout: 10_000 });

/** Answers each fetch of a published file with the next queued body, when released. */
function queueFetch() {
  const pending: { url: string; resolve: (body: unknown) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise((resolve) => {
          pending.push({
            url,
            resolve: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })),
          });
        }),
    ),
  );
  return pending;
}

/** What the admin hook last returned, captured after each render. */
const captured: { admin?: AdminCollection<Product> } = {};
function ProductNames() {
  const { loading, data } = useProducts();
  return <p data-testid="names">{loading ? 'loading' : data.map((p) => p.name).join(', ')}</p>;
}
function ProductAdmin() {
  const admin = useAdminCollection('products');
  useEffect(() => {
    captured.admin = admin;
  });
  return (
    <p data-testid="admin">{admin.loading ? 'loading' : admin.hasLocalCopy ? 'local copy' : 'published'}</p>
  );
}
function PostTitles() {
  const { data } = usePosts();
  return <p data-testid="posts">{data.map((p) => p.title).join(', ')}</p>;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete captured.admin;
});

describe('DataProvider and the local copies', () => {
  it('shows a saved local copy at once, re-sorted, and keeps it over the published file', async () => {
    render(
      <DataProvider published={{ products: [product(1, 'Publicado')] }}>
        <ProductNames />
        <ProductAdmin />
      </DataProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('published'));
    act(() => {
      expect(captured.admin?.save([product(3, 'Criado no admin'), ...(captured.admin?.items ?? [])])).toBe(
        true,
      );
    });
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Publicado, Criado no admin'));
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('local copy'));
    const published = itemVersions([product(1, 'Publicado')]);
    expect(JSON.parse(localStorage.getItem(LOCAL_COPY_KEYS.products) ?? '{}')).toEqual({
      products: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 3 })],
      publishedVersions: published,
    });
  });

  it('keeps the published versions a copy started from, or those of an imported export', async () => {
    render(
      <DataProvider published={{ products: [product(1, 'Publicado'), product(2, 'Outro')] }}>
        <ProductAdmin />
      </DataProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('published'));
    const published = itemVersions([product(1, 'Publicado'), product(2, 'Outro')]);
    expect(captured.admin?.publishedVersions()).toEqual(published);
    act(() => void captured.admin?.save([product(1, 'Mudado')]));
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('local copy'));
    // A later save (the list no longer holds product 2) still says what the copy was made from.
    act(() => void captured.admin?.save([product(1, 'Mudado de novo')]));
    await waitFor(() => expect(captured.admin?.items[0]?.name).toBe('Mudado de novo'));
    expect(captured.admin?.publishedVersions()).toEqual(published);
    const stored = () => JSON.parse(localStorage.getItem(LOCAL_COPY_KEYS.products) ?? '{}') as object;
    expect(stored()).toMatchObject({ publishedVersions: published });

    const imported = { '1': 'deadbeef' };
    act(() => void captured.admin?.save([product(1, 'Importado')], imported));
    await waitFor(() => expect(captured.admin?.items[0]?.name).toBe('Importado'));
    expect(captured.admin?.publishedVersions()).toEqual(imported);
    // And a save after it keeps them (they differ from the published file's).
    act(() => void captured.admin?.save([product(1, 'Editado depois')]));
    await waitFor(() => expect(captured.admin?.items[0]?.name).toBe('Editado depois'));
    expect(stored()).toMatchObject({ publishedVersions: imported });
    expect(captured.admin?.publishedVersions()).toEqual(imported);
  });

  it('follows a change another tab makes to a local copy (the storage event)', async () => {
    render(
      <DataProvider published={{ products: [product(1, 'Publicado')] }}>
        <ProductNames />
      </DataProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Publicado'));
    const otherTab = JSON.stringify([product(1, 'Publicado'), product(2, 'Da outra aba')]);
    localStorage.setItem(LOCAL_COPY_KEYS.products, otherTab);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: LOCAL_COPY_KEYS.products, newValue: otherTab }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Publicado, Da outra aba'));
  });

  it('ignores a local copy that fails the schema, with a warning, and shows the published list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LOCAL_COPY_KEYS.products, '[{"id":1}]');
    render(
      <DataProvider published={{ products: [product(1, 'Publicado')] }}>
        <ProductNames />
        <ProductAdmin />
      </DataProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('admin').textContent).toBe('published'));
    expect(screen.getByTestId('names').textContent).toBe('Publicado');
    expect(warn).toHaveBeenCalled();
  });

  it('lets the load asked for last win when two loads of one file overlap', async () => {
    const pending = queueFetch();
    render(
      <DataProvider published={{}}>
        <ProductNames />
        <ProductAdmin />
      </DataProvider>,
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    let second: Promise<boolean> | undefined;
    act(() => {
      second = captured.admin?.reloadFromFile();
    });
    await waitFor(() => expect(pending).toHaveLength(2));
    // The later request answers first, the earlier one afterwards with older data.
    await act(async () => {
      pending[1]?.resolve([product(2, 'Mais recente')]);
      await second;
    });
    await act(async () => {
      pending[0]?.resolve([product(1, 'Antigo')]);
      // Let the older answer run its whole course (parse, resolve, set state) before looking.
      for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('names').textContent).toBe('Mais recente');
  });

  it("shows the admin's post copy while it is based on the published list, and drops it after a new publication", async () => {
    const published = [post(1, 'Publicado', '2026-01-01')];
    const copy = {
      version: '1.0.1',
      basedOn: fingerprint(published),
      posts: [...published, post(2, 'Rascunho local', '2026-11-24')],
    };
    localStorage.setItem(LOCAL_COPY_KEYS.posts, JSON.stringify(copy));
    const { unmount } = render(
      <DataProvider published={{ posts: published }}>
        <PostTitles />
      </DataProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('posts').textContent).toBe('Rascunho local, Publicado'));
    unmount();
    const republished = [...published, post(3, 'Publicado depois', '2026-06-01')];
    render(
      <DataProvider published={{ posts: republished }}>
        <PostTitles />
      </DataProvider>,
    );
    await waitFor(() => expect(localStorage.getItem(LOCAL_COPY_KEYS.posts)).toBeNull());
    expect(screen.getByTestId('posts').textContent).toBe('Publicado depois, Publicado');
  });
});

/** What the app's routes do (src/app/routes.tsx): the router's path handed to the data hooks. */
function AtRouterPath({ children }: { children: React.ReactNode }) {
  return <AtCurrentPath>{(pathname) => <PagePath path={pathname}>{children}</PagePath>}</AtCurrentPath>;
}

/** The app's arrangement: the provider above a router showing `element` on every path. */
function renderAt(path: string, published: PublishedData, element: React.ReactNode, dataPath?: string) {
  const router = memoryRouter([{ path: '*', element: <AtRouterPath>{element}</AtRouterPath> }], {
    initialEntries: [path],
  });
  render(
    <DataProvider published={published} path={dataPath ?? path}>
      {router.app}
    </DataProvider>,
  );
  return router;
}

/** Answers fetches by URL: a body, or an HTTP status. */
function serve(files: Record<string, unknown>) {
  const fetchMock = vi.fn((url: string) => {
    const file = files[url];
    if (typeof file === 'number') return Promise.resolve(new Response('', { status: file }));
    if (file === undefined) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response(JSON.stringify(file), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const fetchedUrls = (fetchMock: ReturnType<typeof serve>) => fetchMock.mock.calls.map(([url]) => url);
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('DataProvider and the per-page data', () => {
  it("shows a product page's related products from its cards, and from the whole list once a local copy is in", async () => {
    const one = { ...product(1, 'Um'), category: 'unhas' };
    const two = { ...product(2, 'Dois'), category: 'unhas' };
    const three = { ...product(3, 'Três, só no admin'), category: 'unhas' };
    function Related() {
      // As the product page chooses them.
      const { data } = useProducts();
      const cards = useRelatedProductCards();
      const shown = data.find((p) => p.id === 1);
      const related = shown ? (cards ?? relatedProducts(data, shown)) : [];
      return <p data-testid="related">{related.map((p) => p.name).join(', ')}</p>;
    }
    const fetchMock = serve({ '/products.json': [one, two] });
    renderAt('/loja/produto/1', { products: [one], relatedProducts: [productCard(two)] }, <Related />);
    expect(screen.getByTestId('related').textContent).toBe('Dois');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();
    localStorage.setItem(LOCAL_COPY_KEYS.products, JSON.stringify([one, two, three]));
    renderAt('/loja/produto/1', { products: [one], relatedProducts: [productCard(two)] }, <Related />);
    expect(screen.getByTestId('related').textContent).toBe('Dois');
    await waitFor(() => expect(screen.getByTestId('related').textContent).toBe('Dois, Três, só no admin'));
  }, 15_000);

  it("renders from the page's slice, fetches nothing and hands out the same value when no local copy exists", async () => {
    const fetchMock = serve({});
    const seen: unknown[] = [];
    function Probe() {
      const products = useProducts();
      seen.push(products.data);
      return <ProductNames />;
    }
    renderAt('/loja/produto/1', { products: [product(1, 'Um'), product(2, 'Relacionado')] }, <Probe />);
    expect(screen.getByTestId('names').textContent).toBe('Um, Relacionado');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(new Set(seen).size).toBe(1);
  });

  it("fetches another page's data on navigation, merges it by id and shows a skeleton meanwhile", async () => {
    const fetchMock = serve({ '/page-data/loja/produto/2.json': { products: [product(2, 'Dois')] } });
    const router = renderAt('/loja/produto/1', { products: [product(1, 'Um')] }, <ProductNames />);
    await act(async () => router.navigate('/loja/produto/2'));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Um, Dois'));
    expect(fetchedUrls(fetchMock)).toEqual(['/page-data/loja/produto/2.json']);
    await act(async () => router.navigate('/loja/produto/1'));
    expect(screen.getByTestId('names').textContent).toBe('Um, Dois');
    expect(fetchedUrls(fetchMock)).toHaveLength(1);
  });

  it("falls back to the whole file when a page has no data, with today's load error when that fails too", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = serve({ '/page-data/loja/produto/9.json': 404 });
    const router = renderAt('/loja/produto/1', { products: [product(1, 'Um')] }, <ProductNames />);
    await act(async () => router.navigate('/loja/produto/9'));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe(''));
    expect(fetchedUrls(fetchMock)).toEqual(['/page-data/loja/produto/9.json', '/products.json']);
    expect(error).toHaveBeenCalledWith('Failed to load products from JSON file', expect.anything());
    error.mockClear();
  });

  it('loads the whole published file after hydration when a local copy exists, and drops its *Html fields', async () => {
    const fetchMock = serve({ '/products.json': [product(1, 'Publicado')] });
    const copy = [{ ...product(1, 'Editado no admin'), descriptionHtml: '<p>Velho</p>' }];
    localStorage.setItem(LOCAL_COPY_KEYS.products, JSON.stringify(copy));
    const seen: Product[][] = [];
    function Probe() {
      const { data } = useProducts();
      seen.push(data);
      return <ProductNames />;
    }
    renderAt('/loja/produto/1', { products: [product(1, 'Publicado')] }, <Probe />);
    expect(seen[0]?.map((p) => p.name)).toEqual(['Publicado']);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Editado no admin'));
    expect(fetchedUrls(fetchMock)).toEqual(['/products.json']);
    expect(seen.at(-1)?.[0]).not.toHaveProperty('descriptionHtml');
  }, 15_000);

  it('bases a saved post copy on the whole published list, fetched when the page only had a slice', async () => {
    const published = [post(1, 'Um', '2026-01-01'), post(2, 'Dois', '2026-02-01')];
    serve({ '/blog.json': published });
    const captures: { admin?: AdminCollection<BlogPost> } = {};
    function PostAdmin() {
      const admin = useAdminCollection('posts');
      useEffect(() => {
        captures.admin = admin;
      });
      return <p data-testid="post-admin">{admin.loading ? 'loading' : 'ready'}</p>;
    }
    renderAt('/blog/um', { posts: [published[0] as BlogPost] }, <PostAdmin />);
    await waitFor(() => expect(screen.getByTestId('post-admin').textContent).toBe('ready'));
    act(() => {
      expect(captures.admin?.save([...(captures.admin?.items ?? []), post(3, 'Novo', '2026-03-01')])).toBe(
        true,
      );
    });
    const stored = JSON.parse(localStorage.getItem(LOCAL_COPY_KEYS.posts) ?? '{}') as { basedOn?: string };
    expect(stored.basedOn).toBe(fingerprint(published));
  });
});
