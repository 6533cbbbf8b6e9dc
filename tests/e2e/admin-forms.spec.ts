// The in-app admin's forms in the real built site (docs/product.md §6): one product, one course
// and one post created, edited and deleted (through the dashboard's dialog), each change seen on
// the public pages of the same browser and in a second tab that was already open and follows
// without a reload; a product made in the admin can be bought and stays in the cart after a
// reload; every form fits a 390 px screen. Screenshots of the forms and the dialog land in
// tests/e2e/artifacts/. The forms' own behaviour (messages of an empty submit, the focus on the
// first one, the post's author and date, the Markdown preview, an unknown id) is tested in
// src/features/in-app-admin/{product,course,post}-form.test.tsx; here the whole way through the built
// site: local storage, a second tab following through the storage event, the public pages, the
// cart across a reload, and the layout at two widths.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ARTIFACTS_DIR, DIST_DIR } from './support/config.ts';
import { expect, pathOf, test, visit } from './support/fixtures.ts';
import { publishedProducts, siteSettings } from './support/site-data.ts';

/** The admin's session marker, stored before the first page script runs (the login is tested elsewhere). */
async function signIn(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      if (window.localStorage.getItem('admin_token') === null) {
        window.localStorage.setItem('admin_token', 'e2e');
      }
    } catch {
      // about:blank of a new tab has no storage; the site's pages do.
    }
  });
}

type Published = { courses: { id: number; image: string; title: string }[] };
const publishedCourse = () =>
  (JSON.parse(readFileSync(path.join(DIST_DIR, 'courses.json'), 'utf8')) as Published).courses[0]!;
const publishedPost = () =>
  (JSON.parse(readFileSync(path.join(DIST_DIR, 'blog.json'), 'utf8')) as { image: string }[])[0]!;

/** How far the page scrolls sideways (0 when it fits the window). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const main = (page: Page) => page.locator('main');

/** Writes a full-page screenshot to tests/e2e/artifacts/<name>-<project>.png. */
const screenshot = (page: Page, name: string, project: string) =>
  page.screenshot({
    path: path.join(ARTIFACTS_DIR, `${name}-${project}.png`),
    fullPage: true,
    animations: 'disabled',
  });

/** Deletes `name` from the dashboard tab at `tabPath` through the confirmation dialog. */
async function deleteFromDashboard(page: Page, tabPath: string, name: string, question: string) {
  await visit(page, tabPath);
  await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test(
  'a product created, edited and deleted in the admin shows on the shop, in another open tab, and in the cart',
  { tag: '@desktop' },
  async ({ context, page }) => {
    test.setTimeout(120_000);
    await signIn(context);
    const products = publishedProducts();
    expect(
      products.some((p) => /quokka/i.test(p.name + p.description)),
      'no published product says Quokka',
    ).toBe(false);
    const [category] = siteSettings().categories.filter((c) => c.subcategories.length > 0);
    if (!category) throw new Error('no category with subcategories');
    const image = products[0]!.images[0]!;

    // A second tab, open before the change, searching the shop.
    const other = await context.newPage();
    await visit(other, '/loja?search=quokka');
    await expect(main(other).getByText('Nenhum produto encontrado')).toBeVisible();

    await visit(page, '/admin/products/new');
    await page.getByLabel(/^Nome/).fill('Verniz Quokka Teste');
    await page.getByLabel(/^Descrição/).fill('Um verniz criado no painel.');
    // Typed as a Portuguese owner does, key by key: a number field dropped the comma (999 €).
    await page.getByLabel(/^Preço \(€\)/).pressSequentially('9,99');
    await page.getByLabel(/^Stock/).fill('5');
    await page.getByLabel(/^Categoria/).selectOption(category.slug);
    await page.getByLabel(/^Subcategoria/).selectOption(category.subcategories[0]!.slug);
    await page.getByLabel(/^Imagens/).fill(image);
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page.getByRole('button', { name: 'Criar Produto' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard' && url.search === '');

    // The other tab follows without a reload, and gives the product's page.
    const card = main(other)
      .getByRole('link', { name: /Verniz Quokka Teste/ })
      .first();
    await expect(card).toHaveAttribute('href', /^\/loja\/produto\/\d+$/);
    const productPath = await card.getAttribute('href');
    expect(Number(productPath!.split('/').pop()), 'the id is the creation time').toBeGreaterThan(
      1_700_000_000_000,
    );

    // The same browser: the product page, the cart, and the cart after a reload.
    await visit(page, productPath!);
    await expect(page.getByRole('heading', { level: 1, name: 'Verniz Quokka Teste' })).toBeVisible();
    await expect(main(page).getByText('9,99 €').first()).toBeVisible();
    await main(page).getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }),
    ).toBeVisible();
    await visit(page, '/carrinho');
    await expect(main(page).getByText('Verniz Quokka Teste').first()).toBeVisible();

    // Edit: pre-filled, saved, followed by the other tab showing the product page.
    await visit(other, productPath!);
    await expect(other.getByRole('heading', { level: 1, name: 'Verniz Quokka Teste' })).toBeVisible();
    await visit(page, `/admin/products/edit/${productPath!.split('/').pop()}`);
    await expect(page.getByLabel(/^Nome/)).toHaveValue('Verniz Quokka Teste');
    await expect(page.getByLabel(/^Subcategoria/)).toHaveValue(category.subcategories[0]!.slug);
    await expect(page.getByLabel(/^Preço \(€\)/)).toHaveValue('9,99');
    await page.getByLabel(/^Nome/).fill('Verniz Quokka Editado');
    await page.getByRole('button', { name: 'Atualizar Produto' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await expect(other.getByRole('heading', { level: 1, name: 'Verniz Quokka Editado' })).toBeVisible();
    await visit(page, '/loja?search=quokka');
    await expect(
      main(page)
        .getByRole('link', { name: /Verniz Quokka Editado/ })
        .first(),
    ).toBeVisible();

    // Delete through the dashboard's dialog: gone here and in the other tab.
    await deleteFromDashboard(
      page,
      '/admin/dashboard',
      'Verniz Quokka Editado',
      'Tem a certeza que quer eliminar o produto "Verniz Quokka Editado"?',
    );
    await expect(other.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible();
    await visit(page, productPath!);
    await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible();
  },
);

test(
  'a course created, edited and deleted in the admin shows on /formacoes and in another open tab',
  { tag: '@desktop' },
  async ({ context, page }) => {
    test.setTimeout(120_000);
    await signIn(context);
    const other = await context.newPage();
    await visit(other, '/formacoes');
    await expect(main(other).getByRole('heading', { name: publishedCourse().title }).first()).toBeVisible();

    await visit(page, '/admin/training/new');
    await page.getByLabel(/^Título/).fill('Formação Quokka Teste');
    await page.getByLabel(/^Descrição( \*)?$/).fill('Uma formação criada no painel.');
    await page.getByLabel(/^Preço/).fill('99');
    await page.getByLabel(/^Duração/).fill('8 horas');
    await page.getByLabel(/^Tipo/).selectOption('online');
    await page.getByLabel(/^Imagem/).fill(publishedCourse().image);
    await page.getByLabel(/^Descrição completa/).fill('## Programa Quokka\n\nTudo **explicado**.');
    await page.getByRole('button', { name: 'Criar Formação' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=training');

    const card = main(other).getByRole('heading', { name: 'Formação Quokka Teste' });
    await expect(card).toBeVisible();
    await visit(page, '/formacoes');
    await expect(main(page).getByRole('heading', { name: 'Formação Quokka Teste' })).toBeVisible();
    await main(page)
      .locator('article', { has: page.getByRole('heading', { name: 'Formação Quokka Teste' }) })
      .getByRole('link', { name: 'Ver Detalhes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Formação Quokka Teste' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Programa Quokka' })).toBeVisible();
    const id = pathOf(page).split('/').pop();

    await visit(page, `/admin/training/edit/${id}`);
    await expect(page.getByLabel(/^Tipo/)).toHaveValue('online');
    await page.getByLabel(/^Título/).fill('Formação Quokka Editada');
    await page.getByRole('button', { name: 'Atualizar Formação' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=training');
    await expect(main(other).getByRole('heading', { name: 'Formação Quokka Editada' })).toBeVisible();
    await expect(main(other).getByRole('heading', { name: 'Formação Quokka Teste' })).toHaveCount(0);

    await deleteFromDashboard(
      page,
      '/admin/dashboard?tab=training',
      'Formação Quokka Editada',
      'Tem a certeza que quer eliminar a formação "Formação Quokka Editada"?',
    );
    await expect(main(other).getByRole('heading', { name: 'Formação Quokka Editada' })).toHaveCount(0);
    await visit(page, '/formacoes');
    await expect(main(page).getByRole('heading', { name: publishedCourse().title }).first()).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Formação Quokka Editada' })).toHaveCount(0);
  },
);

test(
  'a post created, edited and deleted in the admin shows on /blog, on its page and in another open tab',
  { tag: '@desktop' },
  async ({ context, page }) => {
    test.setTimeout(120_000);
    await signIn(context);
    const other = await context.newPage();
    await visit(other, '/blog');

    await visit(page, '/admin/blog/new');
    await page.getByLabel(/^Título/).fill('Artigo Quokka Teste');
    await page.getByLabel(/^Resumo/).fill('Um artigo criado no painel.');
    await page.getByLabel(/^Categoria/).fill('Tendências');
    await page.getByLabel(/^Autor/).fill('Equipa Quokka');
    await page.getByLabel(/^Imagem/).fill(publishedPost().image);
    await page.getByLabel(/^Conteúdo/).fill('## Listras\n\nO padrão *quokka* está de volta.');
    await page.getByRole('button', { name: 'Publicar Artigo' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=blog');

    await expect(main(other).getByRole('heading', { name: 'Artigo Quokka Teste' }).first()).toBeVisible();
    await visit(page, '/blog/artigo-quokka-teste');
    await expect(page.getByRole('heading', { level: 1, name: 'Artigo Quokka Teste' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Listras' })).toBeVisible();
    await expect(main(page).getByText('Equipa Quokka').first()).toBeVisible();

    const editHref = await (async () => {
      await visit(page, '/admin/dashboard?tab=blog');
      return page.getByRole('link', { name: 'Editar Artigo Quokka Teste', exact: true }).getAttribute('href');
    })();
    await visit(page, editHref!);
    await expect(page.getByLabel(/^Título/)).toHaveValue('Artigo Quokka Teste');
    await page.getByLabel(/^Título/).fill('Artigo Quokka Editado');
    await page.getByRole('button', { name: 'Atualizar Artigo' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=blog');
    await expect(main(other).getByRole('heading', { name: 'Artigo Quokka Editado' }).first()).toBeVisible();
    await visit(page, '/blog/artigo-quokka-editado');
    await expect(page.getByRole('heading', { level: 1, name: 'Artigo Quokka Editado' })).toBeVisible();

    await deleteFromDashboard(
      page,
      '/admin/dashboard?tab=blog',
      'Artigo Quokka Editado',
      'Tem a certeza que quer eliminar o artigo "Artigo Quokka Editado"?',
    );
    await expect(main(other).getByRole('heading', { name: 'Artigo Quokka Editado' }).first()).toHaveCount(0);
    await visit(page, '/blog');
    await expect(main(page).getByRole('heading', { name: 'Artigo Quokka Editado' })).toHaveCount(0);
  },
);

const FORMS = [
  { name: 'product', path: '/admin/products/new', submit: 'Criar Produto', markdown: undefined },
  { name: 'course', path: '/admin/training/new', submit: 'Criar Formação', markdown: /^Descrição completa/ },
  { name: 'post', path: '/admin/blog/new', submit: 'Publicar Artigo', markdown: /^Conteúdo/ },
] as const;

const LONG_MARKDOWN =
  '## Um título bastante comprido para ver a quebra de linha\n\nTexto com **negrito**, *itálico* e um endereço muito comprido https://exemplo.pt/um/caminho/muito/comprido/que/nao/pode/empurrar/a/pagina.\n\n- primeiro ponto\n- segundo ponto';

const COURSE_TEXT: [RegExp, string][] = [
  [/^Título/, 'Gel de Construção: Nível Avançado'],
  [/^Descrição( \*)?$/, 'Técnicas avançadas de construção com gel, para técnicas com experiência.'],
  [/^Preço/, '280'],
  [/^Duração/, '24 horas'],
  [/^Imagem/, publishedCourse().image],
];
const POST_TEXT: [RegExp, string][] = [
  [/^Título/, 'Como escolher a lima certa'],
  [/^Resumo/, 'Grão, formato e material: o que muda no resultado final.'],
  [/^Categoria/, 'Técnicas'],
  [/^Imagem/, publishedPost().image],
];

async function fillText(page: Page, fields: [RegExp, string][]) {
  for (const [label, value] of fields) await page.getByLabel(label).fill(value);
}

test(
  'the three forms at phone and desktop widths: errors and preview without sideways scrolling',
  { tag: '@both' },
  async ({ context, page }, testInfo) => {
    const viewport = testInfo.project.name;
    await signIn(context);
    for (const form of FORMS) {
      await visit(page, form.path);
      await page.getByRole('button', { name: form.submit }).click();
      await expect(main(page).locator('.field__error').first()).toBeVisible();
      expect(await sideways(page), `${form.name} form with errors scrolls sideways`).toBe(0);
      await screenshot(page, `admin-${form.name}-form-errors`, viewport);

      if (form.markdown === undefined) {
        const image = publishedProducts()[0]!.images[0]!;
        await page.getByLabel(/^Nome/).fill('Produto com um nome comprido para ver como a linha quebra');
        await page.getByLabel(/^Descrição/).fill('Gel de construção rosa, 15 ml.');
        await page.getByLabel(/^Preço \(€\)/).fill('19.90');
        await page.getByLabel(/^Categoria/).selectOption({ index: 1 });
        await page.getByLabel(/^Imagens/).fill(image);
        await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
        await page
          .getByLabel(/^Imagens/)
          .fill(`${image}?uma-versao-com-um-endereco-muito-comprido-que-nao-pode-alargar`);
        await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
        await expect(page.getByRole('list', { name: 'Lista de imagens' }).getByRole('listitem')).toHaveCount(
          2,
        );
      } else {
        await fillText(page, form.name === 'course' ? COURSE_TEXT : POST_TEXT);
        await page.getByLabel(form.markdown).fill(LONG_MARKDOWN);
        await page.getByRole('button', { name: 'Pré-visualizar' }).click();
        await expect(
          main(page).getByRole('heading', { level: 2, name: /Um título bastante comprido/ }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
      }
      expect(await sideways(page), `${form.name} form filled scrolls sideways`).toBe(0);
      await screenshot(page, `admin-${form.name}-form-filled`, viewport);
    }

    // The delete dialog, on a published product (cancelled).
    const product = publishedProducts()[0]!;
    await visit(page, '/admin/dashboard');
    await page.getByRole('button', { name: `Eliminar ${product.name}`, exact: true }).click();
    await expect(page.getByRole('dialog').getByText('Esta ação não pode ser desfeita.')).toBeVisible();
    expect(await sideways(page), 'the delete dialog scrolls sideways').toBe(0);
    // The window only: the dashboard behind the dialog is long.
    await page.screenshot({
      path: path.join(ARTIFACTS_DIR, `admin-delete-dialog-${viewport}.png`),
      animations: 'disabled',
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
);
