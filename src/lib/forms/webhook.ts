// Posting a form to an external automation webhook (docs/product.md §7).
// A call has failed when the request cannot be sent, the answer's status is not 2xx, or no answer
// comes within the time limit; the body of the answer is never read. Callers decide what a
// failure means (logged, alert, outbox).

export type FetchLike = (input: string, init: RequestInit) => Promise<Pick<Response, 'status'>>;

/**
 * How long the contact, course-enquiry and newsletter forms wait for their webhook before they
 * give up: the visitor must have an answer within 10 s whatever the webhook does (the newsletter
 * adds its 1 s simulated wait before posting).
 */
export const FORM_TIMEOUT_MS = 7_000;

/**
 * What became of a call:
 * - `delivered`: a 2xx answer;
 * - `failed`: any other status (the receiver answered that it did not take the body);
 * - `unsent`: no URL, a body that cannot be serialised, or a request that could not be made
 *   (offline, refused connection, CORS);
 * - `timeout`: no answer within the time limit; the request was abandoned, and the body may
 *   still have reached the receiver.
 */
export type WebhookOutcome = 'delivered' | 'failed' | 'unsent' | 'timeout';

export type WebhookOptions = {
  /** Abandon the request when no answer came within this time (FORM_TIMEOUT_MS by default). */
  timeoutMs?: number;
  fetchImpl?: FetchLike;
};

const TIMED_OUT = Symbol('timed out');

/**
 * POSTs `body` as JSON to `url` and says what became of it; never throws. A request without an
 * answer after `timeoutMs` is aborted (AbortController) and counts as `timeout`, even when the
 * fetch implementation ignores the abort.
 */
export async function sendWebhook(
  url: string | undefined,
  body: unknown,
  { timeoutMs = FORM_TIMEOUT_MS, fetchImpl = (input, init) => fetch(input, init) }: WebhookOptions = {},
): Promise<WebhookOutcome> {
  if (typeof url !== 'string' || url.trim() === '') return 'unsent';
  let json: string;
  try {
    json = JSON.stringify(body);
  } catch {
    return 'unsent';
  }
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(TIMED_OUT);
    }, timeoutMs);
  });
  try {
    const request = fetchImpl(url.trim(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json,
      signal: controller.signal,
    });
    // A late rejection (the abort itself) must not go unhandled once the race is over.
    request.catch(() => {});
    const answer = await Promise.race([request, timedOut]);
    if (answer === TIMED_OUT) return 'timeout';
    return answer.status >= 200 && answer.status < 300 ? 'delivered' : 'failed';
  } catch {
    return controller.signal.aborted ? 'timeout' : 'unsent';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POSTs `body` as JSON to `url`. Resolves to true only for a 2xx answer within the time limit;
 * resolves to false, and never throws, in every other case (see sendWebhook).
 */
export async function postWebhook(
  url: string | undefined,
  body: unknown,
  options: WebhookOptions = {},
): Promise<boolean> {
  return (await sendWebhook(url, body, options)) === 'delivered';
}
