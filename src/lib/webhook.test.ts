import { describe, expect, it, vi } from 'vitest';
import { postWebhook, type FetchLike } from './webhook.ts';

const answering = (status: number) => vi.fn<FetchLike>(async () => ({ status }));

describe('postWebhook', () => {
  it('POSTs the body as JSON and resolves true on a 2xx answer', async () => {
    const fetchImpl = answering(200);
    await expect(postWebhook('https://hooks.example/a', { formId: 'x', n: 1 }, fetchImpl)).resolves.toBe(
      true,
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://hooks.example/a');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ formId: 'x', n: 1 });
  });

  it('accepts every 2xx status', async () => {
    await expect(postWebhook('https://hooks.example/a', {}, answering(204))).resolves.toBe(true);
    await expect(postWebhook('https://hooks.example/a', {}, answering(299))).resolves.toBe(true);
  });

  it('resolves false on a 500 answer', async () => {
    await expect(postWebhook('https://hooks.example/a', {}, answering(500))).resolves.toBe(false);
  });

  it('resolves false on redirects and client errors', async () => {
    await expect(postWebhook('https://hooks.example/a', {}, answering(302))).resolves.toBe(false);
    await expect(postWebhook('https://hooks.example/a', {}, answering(404))).resolves.toBe(false);
  });

  it('resolves false, without throwing, on a network error', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postWebhook('https://hooks.example/a', {}, fetchImpl)).resolves.toBe(false);
  });

  it('resolves false without sending when the URL is unset or empty', async () => {
    const fetchImpl = answering(200);
    await expect(postWebhook(undefined, {}, fetchImpl)).resolves.toBe(false);
    await expect(postWebhook('', {}, fetchImpl)).resolves.toBe(false);
    await expect(postWebhook('   ', {}, fetchImpl)).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('resolves false when the body cannot be serialised', async () => {
    const fetchImpl = answering(200);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(postWebhook('https://hooks.example/a', cyclic, fetchImpl)).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('never reads the answer body', async () => {
    const json = vi.fn();
    const text = vi.fn();
    const fetchImpl: FetchLike = async () => ({ status: 200, json, text }) as unknown as Response;
    await expect(postWebhook('https://hooks.example/a', {}, fetchImpl)).resolves.toBe(true);
    expect(json).not.toHaveBeenCalled();
    expect(text).not.toHaveBeenCalled();
  });
});
