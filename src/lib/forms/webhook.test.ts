import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_TIMEOUT_MS, postWebhook, sendWebhook, type FetchLike } from './webhook.ts';

const answering = (status: number) => vi.fn<FetchLike>(async () => ({ status }));

describe('postWebhook', () => {
  it('POSTs the body as JSON and resolves true on a 2xx answer', async () => {
    const fetchImpl = answering(200);
    await expect(postWebhook('https://hooks.example/a', { formId: 'x', n: 1 }, { fetchImpl })).resolves.toBe(
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
    await expect(postWebhook('https://hooks.example/a', {}, { fetchImpl: answering(204) })).resolves.toBe(
      true,
    );
    await expect(postWebhook('https://hooks.example/a', {}, { fetchImpl: answering(299) })).resolves.toBe(
      true,
    );
  });

  it('resolves false on a 500 answer', async () => {
    await expect(postWebhook('https://hooks.example/a', {}, { fetchImpl: answering(500) })).resolves.toBe(
      false,
    );
  });

  it('resolves false on redirects and client errors', async () => {
    await expect(postWebhook('https://hooks.example/a', {}, { fetchImpl: answering(302) })).resolves.toBe(
      false,
    );
    await expect(postWebhook('https://hooks.example/a', {}, { fetchImpl: answering(404) })).resolves.toBe(
      false,
    );
  });

  it('resolves false, without throwing, on a network error', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(postWebhook('https://hooks.example/a', {}, { fetchImpl })).resolves.toBe(false);
  });

  it('resolves false without sending when the URL is unset or empty', async () => {
    const fetchImpl = answering(200);
    await expect(postWebhook(undefined, {}, { fetchImpl })).resolves.toBe(false);
    await expect(postWebhook('', {}, { fetchImpl })).resolves.toBe(false);
    await expect(postWebhook('   ', {}, { fetchImpl })).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('resolves false when the body cannot be serialised', async () => {
    const fetchImpl = answering(200);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(postWebhook('https://hooks.example/a', cyclic, { fetchImpl })).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('never reads the answer body', async () => {
    const json = vi.fn();
    const text = vi.fn();
    const fetchImpl: FetchLike = async () => ({ status: 200, json, text }) as unknown as Response;
    await expect(postWebhook('https://hooks.example/a', {}, { fetchImpl })).resolves.toBe(true);
    expect(json).not.toHaveBeenCalled();
    expect(text).not.toHaveBeenCalled();
  });
});

/** A webhook that takes the request and never answers; honours the abort like fetch does. */
const hanging = () =>
  vi.fn<FetchLike>(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

describe('sendWebhook', () => {
  afterEach(() => vi.useRealTimers());

  it('tells a 2xx answer, another status and a request that could not be made apart', async () => {
    await expect(sendWebhook('https://hooks.example/a', {}, { fetchImpl: answering(201) })).resolves.toBe(
      'delivered',
    );
    await expect(sendWebhook('https://hooks.example/a', {}, { fetchImpl: answering(503) })).resolves.toBe(
      'failed',
    );
    const refused = vi.fn<FetchLike>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendWebhook('https://hooks.example/a', {}, { fetchImpl: refused })).resolves.toBe('unsent');
    await expect(sendWebhook(undefined, {}, { fetchImpl: answering(200) })).resolves.toBe('unsent');
  });

  it('abandons a request without an answer after the time limit, aborting it', async () => {
    vi.useFakeTimers();
    const fetchImpl = hanging();
    let settled: string | undefined;
    const outcome = sendWebhook('https://hooks.example/a', {}, { timeoutMs: 2_000, fetchImpl }).then(
      (value) => (settled = value),
    );
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBeUndefined();
    const signal = fetchImpl.mock.calls[0]![1].signal!;
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('timeout');
    expect(signal.aborted).toBe(true);
  });

  it('gives up in time even when the fetch ignores the abort', async () => {
    vi.useFakeTimers();
    const deaf = vi.fn<FetchLike>(() => new Promise(() => {}));
    const outcome = sendWebhook('https://hooks.example/a', {}, { timeoutMs: 500, fetchImpl: deaf });
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toBe('timeout');
  });

  it('a slow answer within the time limit is delivered, and no timer is left behind', async () => {
    vi.useFakeTimers();
    const slow = vi.fn<FetchLike>(
      () => new Promise((resolve) => setTimeout(() => resolve({ status: 200 }), 4_000)),
    );
    const outcome = sendWebhook('https://hooks.example/a', {}, { timeoutMs: 5_000, fetchImpl: slow });
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(outcome).resolves.toBe('delivered');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the forms give up after FORM_TIMEOUT_MS, so that the visitor has an answer within 10 s', async () => {
    vi.useFakeTimers();
    expect(FORM_TIMEOUT_MS + 1_000).toBeLessThanOrEqual(10_000);
    const result = postWebhook('https://hooks.example/a', {}, { fetchImpl: hanging() });
    await vi.advanceTimersByTimeAsync(FORM_TIMEOUT_MS);
    await expect(result).resolves.toBe(false);
  });
});
