// npm run preview: serves dist/ like the production host (netlify.toml's redirects and headers).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readNetlifyRules } from './hosting/netlify-headers.ts';
import { createStaticServer } from './hosting/static-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(path.join(dist, 'app.html'))) {
  console.error('dist/ has no built site: run `npm run build` first.');
  process.exit(1);
}
createStaticServer(dist, readNetlifyRules(path.join(root, 'netlify.toml'))).listen(port, '127.0.0.1', () => {
  console.log(`Preview of dist/ at http://localhost:${port}/`);
});
