// A stand-in for the external automation webhooks: receives the forms' JSON POSTs, answers
// CORS, and hands each body on. Used by `npm start` (prints and appends to a file) and the tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type Submission = { hook: string; body: unknown; receivedAt: string };
/**
 * How the sink answers one POST: a status, after `delayMs` when given, or `hang`: it takes the
 * body and never answers, leaving the connection open until the caller gives up.
 */
export type SinkAnswer = { status: number; delayMs?: number } | 'hang';
/** A JSON body as it arrived, before any answer; `response` closes when the exchange is over. */
export type Arrival = Submission & { answer: SinkAnswer; response: ServerResponse };
export type SinkOptions = {
  /** Each body accepted with a 2xx answer, at the moment of answering. */
  onSubmission: (submission: Submission) => void;
  /** Status to answer for a hook (default 200); lets tests make a webhook fail. */
  statusFor?: (hook: string) => number;
  /** The whole answer for a body arriving on a hook; when given, statusFor is not asked. */
  answerFor?: (hook: string) => SinkAnswer;
  /** Every JSON body that arrives, whatever the answer will be (a hung request's too). */
  onArrival?: (arrival: Arrival) => void;
};

const MAX_BODY_BYTES = 1_000_000;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function createWebhookSink({
  onSubmission,
  statusFor = () => 200,
  answerFor,
  onArrival,
}: SinkOptions): Server {
  return createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const hook = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/+/, '') || 'webhook';
    if (request.method !== 'POST') {
      response.writeHead(405, { 'Content-Type': 'text/plain' }).end('POST only');
      return;
    }
    readBody(request).then(
      (text) => {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          response.writeHead(400, { 'Content-Type': 'text/plain' }).end('body must be JSON');
          return;
        }
        const answer = answerFor?.(hook) ?? { status: statusFor(hook) };
        onArrival?.({ hook, body, receivedAt: new Date().toISOString(), answer, response });
        if (answer === 'hang') return;
        const reply = () => {
          const { status } = answer;
          // A slow receiver takes the body whether or not the caller is still waiting.
          if (status >= 200 && status < 300)
            onSubmission({ hook, body, receivedAt: new Date().toISOString() });
          if (response.destroyed) return;
          response
            .writeHead(status, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ received: status < 300 }));
        };
        if (answer.delayMs === undefined) reply();
        else setTimeout(reply, answer.delayMs);
      },
      () => response.writeHead(413).end(),
    );
  });
}
