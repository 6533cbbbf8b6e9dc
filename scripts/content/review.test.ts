// npm run content:review on small Git histories: a copy of the repository's content and public
// files committed on `main` in a temporary repository, then one change per test on a branch,
// reviewed against main as a pull request's would be.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/lib/money.ts';
import { reviewChange } from './review.ts';
import { wordDiff } from './review-report.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let root = '';
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const TODAY = '2026-11-27';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'review-test-'));
  const tracked = execFileSync('git', ['ls-files', 'content', 'public'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const file of tracked) await cp(path.join(repoRoot, file), path.join(root, file));
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', 'content');
}, 60_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A branch from main with `change` applied and committed, reviewed against main. */
async function reviewOf(change: () => Promise<void>) {
  git('checkout', '-q', '-f', '-B', 'change', 'main');
  git('clean', '-q', '-fd');
  await change();
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'change');
  return reviewChange(root, 'main', TODAY);
}

const edit = async (file: string, from: RegExp, to: string) => {
  const full = path.join(root, file);
  const text = await readFile(full, 'utf8');
  expect(text, `${file} has ${from}`).toMatch(from);
  await writeFile(full, text.replace(from, to));
};

const PRODUCT = 'content/products/gel-builder-clear-50-ml.md';

describe('content:review', () => {
  it('says nothing changes when nothing does', async () => {
    const { text, exitCode } = await reviewOf(async () => {});
    expect(exitCode).toBe(0);
    expect(text).toContain('A compilação do conteúdo aceita a alteração.');
    expect(text).toContain('Nada muda no site publicado.');
    expect(text).toContain('Avisos: nenhum.');
  });

  it('shows a price as the site does, and warns when it falls by more than half', async () => {
    const { text, exitCode } = await reviewOf(() => edit(PRODUCT, /^price: 34\.9$/m, 'price: 3.49'));
    expect(exitCode).toBe(0);
    expect(text).toContain('~ alterado: Gel Builder Clear 50 ml (/loja/produto/1718086400919)');
    // Prices as the site writes them: '34,90 €' (formatPrice).
    const [before, after] = [formatPrice(34.9), formatPrice(3.49)];
    expect(before).toMatch(/^34,90\s€$/);
    expect(text).toContain(`preço: ${before} → ${after}`);
    expect(text).toContain(
      `⚠ O preço de «Gel Builder Clear 50 ml» desce mais de metade: ${before} → ${after}.`,
    );
    // Its page, and every page that shows its card: the home (featured), the shop, its category
    // and subcategory, and the products it is related to.
    const pages = text.split('Páginas cujo HTML muda:\n')[1]?.split('\n\n')[0]?.trim().split(/\s+/) ?? [];
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/loja',
        '/loja/produto/1718086400919',
        '/loja/unhas',
        '/loja/unhas/geis-construcao',
      ]),
    );
    expect(pages).not.toContain('/blog');
  });

  it('warns that the old address of a renamed post will be a 404', async () => {
    const { text } = await reviewOf(() =>
      edit(
        'content/blog/como-preparar-a-unha-natural-antes-do-gel.md',
        /^title: .*$/m,
        'title: Preparar a Unha Natural',
      ),
    );
    expect(text).toMatch(
      /↪ endereço mudado: Preparar a Unha Natural: \/blog\/como-preparar-a-unha-natural-antes-do-gel → \/blog\/preparar-a-unha-natural/,
    );
    expect(text).toContain('/blog/como-preparar-a-unha-natural-antes-do-gel vai dar 404.');
  });

  it('lists a picture removed with a product photo, with its size and dimensions', async () => {
    const { text } = await reviewOf(async () => {
      await edit(PRODUCT, /\n {2}- \/images\/products\/gel-builder-clear-50-ml-3\.svg/, '');
      git('rm', '-q', 'public/images/products/gel-builder-clear-50-ml-3.svg');
    });
    expect(text).toContain('fotografias: − /images/products/gel-builder-clear-50-ml-3.svg');
    expect(text).toMatch(
      /Imagens:\n {2}− \/images\/products\/gel-builder-clear-50-ml-3\.svg \(\d+ KB, 400×400\)/,
    );
  });

  it('warns of a link inside a text to a page of the site that does not exist', async () => {
    const { text } = await reviewOf(() =>
      edit(PRODUCT, /tampa de rosca/, 'tampa de rosca ([veja os moldes](/loja/produto/999))'),
    );
    expect(text).toContain('descrição: … ');
    expect(text).toContain(
      '⚠ No produto «Gel Builder Clear 50 ml», a ligação para /loja/produto/999 leva a uma página que não existe.',
    );
  });

  it('exits 1 with the build’s path:line message when the content build refuses the change', async () => {
    const { text, exitCode } = await reviewOf(() => edit(PRODUCT, /^price: 34\.9$/m, 'price: trinta'));
    expect(exitCode).toBe(1);
    expect(text).toContain('A compilação do conteúdo RECUSA a alteração (1 problema):');
    expect(text).toMatch(/content\/products\/gel-builder-clear-50-ml\.md:4 {2}price: /);
  });

  it('shows a setting by its place, and a new post dated in the future', async () => {
    const { text, exitCode } = await reviewOf(async () => {
      await edit('content/settings/business.yml', /freeShippingThreshold: 150/, 'freeShippingThreshold: 100');
      await writeFile(
        path.join(root, 'content/blog/novidades-de-inverno.md'),
        '---\nid: 99\ntitle: Novidades de Inverno\nexcerpt: As cores do inverno.\n' +
          'image: /images/blog/como-preparar-a-unha-natural-antes-do-gel.svg\ndate: 2027-01-15\n' +
          'author: Sofia Martins\ncategory: Tendências\n---\nAs cores de **inverno**.\n',
      );
    });
    expect(exitCode).toBe(0);
    expect(text).toContain('business.shipping.freeShippingThreshold: 150 → 100');
    expect(text).toContain('Páginas cujo HTML muda: todas (as definições aparecem em todas as páginas).');
    expect(text).toContain('+ novo: Novidades de Inverno (/blog/novidades-de-inverno)');
    expect(text).toContain('⚠ O artigo «Novidades de Inverno» tem data futura (15 de janeiro de 2027)');
  });

  it('warns when a featured product is removed: its address and its place on the home page', async () => {
    const { text } = await reviewOf(async () => {
      git('rm', '-q', PRODUCT);
    });
    expect(text).toContain('− removido: Gel Builder Clear 50 ml (/loja/produto/1718086400919)');
    expect(text).toContain('/loja/produto/1718086400919 vai dar 404.');
    expect(text).toContain('em destaque sai da página inicial.');
  });

  it('stops with a message when the base does not exist', async () => {
    git('checkout', '-q', '-f', 'main');
    const { text, exitCode } = await reviewChange(root, 'nao-existe', TODAY);
    expect(exitCode).toBe(2);
    expect(text).toContain('a revisão nao-existe não existe');
  });
});

describe('wordDiff', () => {
  it('shows the changed words with a few around them', () => {
    expect(wordDiff('um dois três quatro cinco seis', 'um dois TRÊS quatro cinco seis', 1)).toBe(
      '… dois [-três-] {+TRÊS+} quatro …',
    );
    expect(wordDiff('a b', 'a b c')).toBe('a b {+c+}');
  });
});
