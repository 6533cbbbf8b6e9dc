// Only regular files under public/ are published: a picture path that leaves public/ once decoded
// (tests/fixtures/hostile/product-encoded-dotdot.md) and a symbolic link under public/
// (tests/fixtures/hostile/public-symlink.json, a recipe expanded here) are refused by the content
// build with their file and line, and the site's Vite build never copies a link into dist/.
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile, type PluginOption } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../build-content.ts';
import { linkPublicFiles } from './temp-public.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hostile = path.join(repoRoot, 'tests/fixtures/hostile');
vi.setConfig({ testTimeout: 60_000 });

type Recipe = {
  secret: { at: string; text: string };
  links: { at: string; to: string }[];
  product: { at: string; text: string };
};
const recipe = JSON.parse(await readFile(path.join(hostile, 'public-symlink.json'), 'utf8')) as Recipe;

// Two levels down, so that /%2e%2e/%2e%2e/ from public/ stays inside the temporary folder.
let base: string;
let root: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'hostile-public-'));
  root = path.join(base, 'outer', 'project');
  await mkdir(root, { recursive: true });
  await cp(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  await linkPublicFiles(root);
});
afterEach(async () => {
  if (base) await rm(base, { recursive: true, force: true });
});

/** The content build's problem lines (without its heading) and whether it passed. */
async function contentBuild(): Promise<{ ok: boolean; problems: string[] }> {
  const printed: string[] = [];
  const ok = await buildContent(root, { images: false, reportProblem: (line) => printed.push(line) });
  return { ok, problems: printed.slice(1) };
}

const LINK = (sitePath: string) =>
  `O ficheiro public${sitePath} é uma ligação simbólica (um atalho para outro ficheiro), que não é publicada: ponha lá o próprio ficheiro`;
const LINK_IN_PUBLIC = (target: string) =>
  `É uma ligação simbólica (um atalho para ${target}): o site só publica ficheiros verdadeiros; substitua-a pelo próprio ficheiro ou apague-a`;
const ESCAPE = (sitePath: string) =>
  `O caminho ${sitePath} sai da pasta public/ ou esconde um passo (como %2e%2e, %2f ou \\): escreva o caminho do ficheiro tal como está, por exemplo /images/products/foto.jpg`;

describe('the content build refuses', () => {
  it('a picture path that leaves public/ once decoded (%2e%2e, %2f, %5c, %2e)', async () => {
    // What the escapes would reach: a picture beside the project, which the check then found.
    await writeFile(path.join(root, '..', 'outside.jpg'), 'not a picture of the site');
    await cp(
      path.join(hostile, 'product-encoded-dotdot.md'),
      path.join(root, 'content/products/produto-caminhos-codificados.md'),
    );
    const file = 'content/products/produto-caminhos-codificados.md';
    const result = await contentBuild();
    expect(result.problems).toEqual([
      `${file}:7  images.0: ${ESCAPE('/%2e%2e/%2e%2e/outside.jpg')}`,
      `${file}:8  images.1: ${ESCAPE('/images/%2E%2E/%2E%2e/%2e%2E/outside.jpg')}`,
      `${file}:9  images.2: ${ESCAPE('/images%2f..%2f..%2f..%2foutside.jpg')}`,
      `${file}:10  images.3: ${ESCAPE('/images/%5c..%5c..%5c..%5coutside.jpg')}`,
      `${file}:11  images.4: ${ESCAPE('/images/%2e/products/acrygel-smooth-clear-30-g-1.svg')}`,
    ]);
    expect(result.ok).toBe(false);
  });

  it('a symbolic link under public/, named by a product or by nothing', async () => {
    await writeFile(path.join(root, recipe.secret.at), recipe.secret.text);
    for (const link of recipe.links) await symlink(link.to, path.join(root, link.at));
    await writeFile(path.join(root, recipe.product.at), recipe.product.text);
    const result = await contentBuild();
    expect(result.problems).toEqual([
      `${recipe.product.at}:8  images.1: ${LINK('/images/x.svg')}`,
      ...recipe.links
        .map((link) => `${link.at}:1  file: ${LINK_IN_PUBLIC(link.to)}`)
        .sort((a, b) => a.localeCompare(b)),
    ]);
    expect(result.ok).toBe(false);
  });
});

describe("the site's Vite build", () => {
  it('refuses to run while public/ holds a symbolic link, and copies nothing', async () => {
    await writeFile(path.join(root, recipe.secret.at), recipe.secret.text);
    await symlink(recipe.links[0]!.to, path.join(root, recipe.links[0]!.at));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>x</title>\n');
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      path.join(repoRoot, 'vite.config.ts'),
    );
    // The site's own plugins, minus those that need the whole app (React, the CSP of the pages).
    const plugins = (loaded?.config.plugins ?? [])
      .flat()
      .filter((plugin): plugin is PluginOption & { name: string } =>
        Boolean(
          plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'refuse-public-links',
        ),
      );
    const outDir = path.join(root, 'dist');
    const run = build({
      root,
      configFile: false,
      logLevel: 'silent',
      publicDir: path.join(root, 'public'),
      plugins,
      build: { outDir, emptyOutDir: true },
    });
    await expect(run).rejects.toThrow(/public\/images\/x\.svg -> \.\.\/\.\.\/\.env/);
    const written = await readdir(outDir, { recursive: true }).catch(() => []);
    for (const file of written) {
      const text = await readFile(path.join(outDir, file), 'utf8').catch(() => '');
      expect(text).not.toContain(recipe.secret.text.trim());
    }
  });
});
