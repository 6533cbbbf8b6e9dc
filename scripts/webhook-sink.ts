// npm run webhook-sink (also started by npm start): prints each form submission and appends it
// to .webhook-sink/submissions.jsonl.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebhookSink } from './hosting/webhook-sink.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.WEBHOOK_SINK_PORT ?? 8787);
const logFile = path.join(root, '.webhook-sink', 'submissions.jsonl');
mkdirSync(path.dirname(logFile), { recursive: true });

createWebhookSink({
  onSubmission: (submission) => {
    appendFileSync(logFile, `${JSON.stringify(submission)}\n`);
    console.log(
      `\n[webhook-sink] ${submission.receivedAt} POST /${submission.hook}\n${JSON.stringify(submission.body, null, 2)}`,
    );
  },
}).listen(port, '127.0.0.1', () => {
  console.log(
    `[webhook-sink] listening on http://localhost:${port}/ — submissions are appended to ${path.relative(root, logFile)}`,
  );
});
