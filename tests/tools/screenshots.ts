// `npm run screenshots`: full-page screenshots of the built site (dist/) at 390×844, 1024×768
// and 1280×800, into tests/e2e/artifacts/<page>-<viewport>.png, for looking at the design.
// dist/ must be a test build (`npm run test:e2e` leaves one).
// By default one page of every route of the route table (the first course, category, product,
// post, ...), an unknown URL, and the cart and checkout both empty and with an item;
// `-- --all` captures every prerendered URL instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { BlogPost, CoursesFile, Product, SiteSettings } from '../../src/lib/schema.ts';
import { paths, prerenderedPaths } from '../../src/lib/paths.ts';
import { ARTIFACTS_DIR, DIST_DIR, ROOT_DIR, VIEWPORTS, type ViewportName } from '../e2e/support/config.ts';
import { visit } from '../e2e/support/fixtures.ts';
import { launchChromium, newSiteContext, screenshot, startSite, stopServer } from './browser.ts';

type Shot = { name: string; path: string; withCartItem?: boolean };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function shots(all: boolean): Shot[] {
  const published = {
    products: readJson<Product[]>(path.join(DIST_DIR, 'products.json')),
    courses: readJson<CoursesFile>(path.join(DIST_DIR, 'courses.json')),
    posts: readJson<BlogPost[]>(path.join(DIST_DIR, 'blog.json')),
  };
  const settings = readJson<SiteSettings>(path.join(ROOT_DIR, 'src', 'generated', 'settings.json'));
  const listed = prerenderedPaths(published, settings.categories).filter(
    (entry) => entry.page !== 'notFound',
  );
  const nameOf = (sitePath: string) => (sitePath === '/' ? 'home' : sitePath.slice(1));
  // One page per page of the route table (the first course, category, product, post, ...).
  const seen = new Set<string>();
  const chosen = (all ? listed : listed.filter((entry) => !seen.has(entry.page) && seen.add(entry.page))).map(
    (entry) => entry.path,
  );
  return [
    ...chosen.map((sitePath) => ({ name: nameOf(sitePath), path: sitePath })),
    { name: '404', path: '/pagina-que-nao-existe' },
    { name: 'carrinho-com-artigo', path: '/carrinho', withCartItem: true },
    { name: 'checkout-com-artigo', path: '/checkout', withCartItem: true },
  ];
}

/** Adds an in-stock product to the context's cart the way a visitor does. */
async function addProductToCart(context: BrowserContext) {
  const product = readJson<Product[]>(path.join(DIST_DIR, 'products.json')).find((p) => p.stock >= 2);
  if (!product) return false;
  const page = await context.newPage();
  try {
    await visit(page, paths.product.getHref(product.id));
    await page.getByRole('button', { name: 'Adicionar ao Carrinho' }).click({ timeout: 5_000 });
    await page
      .getByRole('link', { name: /^Carrinho, 1 artigo/ })
      .first()
      .waitFor({ timeout: 5_000 });
    return true;
  } catch {
    console.warn(`  could not add ${product.name} to the cart; the cart shots stay empty`);
    return false;
  } finally {
    await page.close();
  }
}

async function main() {
  const all = process.argv.includes('--all');
  const site = await startSite();
  const browser = await launchChromium();
  const list = shots(all);
  let failures = 0;
  try {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      for (const shot of list) {
        const context = await newSiteContext(browser, viewport);
        try {
          if (shot.withCartItem) await addProductToCart(context);
          const page = await context.newPage();
          page.on('pageerror', (error) => console.warn(`  ${shot.path} (${viewport}): ${error.message}`));
          await visit(page, shot.path);
          // Lazy images below the fold load as the page scrolls: bring them all in first.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 60));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          const file = await screenshot(page, shot.name, viewport);
          console.log(`${path.relative(ROOT_DIR, file)}  ${shot.path}`);
        } catch (error) {
          failures += 1;
          console.error(
            `FAILED ${shot.path} (${viewport}): ${error instanceof Error ? error.message : String(error)}`,
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stopServer(site);
  }
  console.log(
    `\n${list.length * Object.keys(VIEWPORTS).length - failures} screenshots in ${path.relative(ROOT_DIR, ARTIFACTS_DIR)}/`,
  );
  if (failures > 0) process.exit(1);
}

await main();
