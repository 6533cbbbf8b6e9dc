// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, createPath, parsePath, resolveTo } from './history.ts';

describe('paths', () => {
  it('splits and joins an address', () => {
    expect(parsePath('/loja?search=gel#fim')).toEqual({
      pathname: '/loja',
      search: '?search=gel',
      hash: '#fim',
    });
    expect(parsePath('?page=2')).toEqual({ search: '?page=2' });
    expect(createPath({ pathname: '/loja', search: 'page=2', hash: '' })).toBe('/loja?page=2');
    expect(createPath({ pathname: '/loja', search: '?', hash: '#' })).toBe('/loja');
  });

  it('resolves a target from the current page', () => {
    expect(resolveTo('/blog', '/loja')).toEqual({ pathname: '/blog', search: '', hash: '' });
    expect(resolveTo('?page=2', '/loja')).toEqual({ pathname: '/loja', search: '?page=2', hash: '' });
    expect(resolveTo({ search: 'page=3' }, '/blog')).toEqual({
      pathname: '/blog',
      search: '?page=3',
      hash: '',
    });
    expect(resolveTo('?', '/loja')).toEqual({ pathname: '/loja', search: '', hash: '' });
    expect(resolveTo('../cores', '/loja/unhas')).toEqual({ pathname: '/loja/cores', search: '', hash: '' });
  });
});

describe('createMemoryHistory', () => {
  it('pushes, replaces and goes back and forward, telling its listeners', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const heard = vi.fn();
    history.listen(heard);
    expect(history.location).toMatchObject({ pathname: '/', key: 'default', state: null });
    history.push('/loja', { from: 'home' });
    expect(history.location).toMatchObject({ pathname: '/loja', state: { from: 'home' } });
    expect(history.location.key).not.toBe('default');
    expect(history.action).toBe('PUSH');
    history.replace('/loja?page=2');
    expect([history.location.search, history.action, history.index]).toEqual(['?page=2', 'REPLACE', 1]);
    history.go(-1);
    expect([history.location.pathname, history.action]).toEqual(['/', 'POP']);
    history.go(-5);
    expect(history.index).toBe(0);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('forgets the entries ahead when a new one is pushed', () => {
    const history = createMemoryHistory({ initialEntries: ['/', '/loja', '/blog'], initialIndex: 1 });
    expect(history.location.pathname).toBe('/loja');
    history.push('/sobre');
    history.go(1);
    expect(history.location.pathname).toBe('/sobre');
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('writes to the session history and hears Back', async () => {
    window.history.replaceState(null, '', '/loja');
    const history = createBrowserHistory();
    expect(history.location).toMatchObject({ pathname: '/loja', key: 'default' });
    const heard = vi.fn();
    const stop = history.listen(heard);
    history.push('/blog?page=2', { saved: 1 });
    expect(window.location.pathname + window.location.search).toBe('/blog?page=2');
    expect(history.location).toMatchObject({ pathname: '/blog', search: '?page=2', state: { saved: 1 } });
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.go(-1);
    await popped;
    expect(history.location).toMatchObject({ pathname: '/loja', key: 'default', state: null });
    expect(history.action).toBe('POP');
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the state of an entry across a reload of the page', () => {
    const first = createBrowserHistory();
    first.push('/carrinho', { saved: 2 });
    const again = createBrowserHistory();
    expect(again.location).toMatchObject({
      pathname: '/carrinho',
      state: { saved: 2 },
      key: first.location.key,
    });
  });
});
