// @vitest-environment jsdom
import { useEffect } from 'react';
import { act, cleanup, render, screen, waitFor as waitForDom } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost, Product } from '#src/lib/schema.ts';
import { fingerprint, LOCAL_COPY_KEYS } from '#src/lib/local-copies.ts';
import {
  DataProvider,
  useAdminCollection,
  usePosts,
  useProducts,
  type AdminCollection,
} from './data-provider.tsx';

const product = (id: number, name: string): Product => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  description: 'Descrição',
  images: ['/images/products/x.svg'],
  price: 10,
  stock: 5,
  category: 'unhas',
  featured: false,
  isNew: false,
});

const post = (id: number, title: string, date: string): BlogPost => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  excerpt: 'Resumo',
  content: 'Texto',
  image: '/images/blog/x.svg',
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
    expect(JSON.parse(localStorage.getItem(LOCAL_COPY_KEYS.products) ?? '[]')).toHaveLength(2);
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
