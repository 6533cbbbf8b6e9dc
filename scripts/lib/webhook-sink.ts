// A stand-in for the external automation webhooks: receives the forms' JSON POSTs, answers
// CORS, and hands each body on. Used by `npm start` (prints and appends to a file) and the tests.
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type Submission = { hook: string; body: unknown; receivedAt: string };
export type SinkOptions = {
  onSubmission: (submission: Submission) => void;
  /** Status to answer for a hook (default 200); lets tests make a webhook fail. */
  statusFor?: (hook: string) => number;
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

export function createWebhookSink({ onSubmission, statusFor = () => 200 }: SinkOptions): Server {
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
        const status = statusFor(hook);
        if (status >= 200 && status < 300) onSubmission({ hook, body, receivedAt: new Date().toISOString() });
        response
          .writeHead(status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ received: status < 300 }));
      },
      () => response.writeHead(413).end(),
    );
  });
}
