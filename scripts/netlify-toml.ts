// Writes netlify.toml's `[[headers]]` section from scripts/hosting/security-policy.ts (the first step
// of `npm run build`; scripts/hosting/netlify-toml.ts). A changed file is to be committed: the host
// reads the committed netlify.toml, and a unit test compares it with the policy.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { updateNetlifyToml } from './hosting/netlify-toml.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'netlify.toml');
if (updateNetlifyToml(file)) {
  console.log('netlify.toml: headers rewritten from scripts/hosting/security-policy.ts (commit the change)');
} else {
  console.log('netlify.toml: headers match scripts/hosting/security-policy.ts');
}
