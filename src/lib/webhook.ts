// Posting a form to an external automation webhook (docs/product.md §7).
// A call has failed when the request cannot be sent or the answer's status is not 2xx; the body
// of the answer is never read. Callers decide what a failure means (logged, alert, outbox).

export type FetchLike = (input: string, init: RequestInit) => Promise<Pick<Response, 'status'>>;

/**
 * POSTs `body` as JSON to `url`. Resolves to true only for a 2xx answer; resolves to false, and
 * never throws, when the URL is unset or empty, the body cannot be serialised, the request cannot
 * be sent, or the status is anything else.
 */
export async function postWebhook(
  url: string | undefined,
  body: unknown,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<boolean> {
  if (typeof url !== 'string' || url.trim() === '') return false;
  try {
    const response = await fetchImpl(url.trim(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status >= 200 && response.status < 300;
  } catch {
    return false;
  }
}
