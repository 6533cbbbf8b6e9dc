// The in-app admin's forms in the real built site (docs/product.md §6): one product, one course
// and one post created, edited and deleted (through the dashboard's dialog), each change seen on
// the public pages of the same browser and in a second tab that was already open and follows
// without a reload; a product made in the admin can be bought and stays in the cart after a
// reload; every form fits a 390 px screen. Screenshots of the forms and the dialog land in
// tests/e2e/artifacts/.
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, DIST_DIR } from './config.ts';
import { pathOf, screenshot, setupE2E, visit, type ViewportName } from './harness.ts';
import { publishedProducts, siteSettings } from './site-data.ts';

const e2e = setupE2E();

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

/** Deletes `name` from the dashboard tab at `tabPath` through the confirmation dialog. */
async function deleteFromDashboard(page: Page, tabPath: string, name: string, question: string) {
  await visit(page, tabPath);
  await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByText('Esta ação não pode ser desfeita.').waitFor();
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

e2e.test(
  'a product created, edited and deleted in the admin shows on the shop, in another open tab, and in the cart',
  { viewport: 'desktop', timeout: 120_000 },
  async ({ context, page }) => {
    await signIn(context);
    const products = publishedProducts();
    assert.ok(
      !products.some((p) => /quokka/i.test(p.name + p.description)),
      'no published product says Quokka',
    );
    const [category] = siteSettings().categories.filter((c) => c.subcategories.length > 0);
    assert.ok(category);
    const image = products[0]!.images[0]!;

    // A second tab, open before the change, searching the shop.
    const other = await context.newPage();
    await visit(other, '/loja?search=quokka');
    await main(other).getByText('Nenhum produto encontrado').waitFor();

    await visit(page, '/admin/products/new');
    await page.getByRole('button', { name: 'Criar Produto' }).click();
    for (const message of [
      'Nome é obrigatório',
      'Descrição é obrigatória',
      'Preço deve ser maior que 0',
      'Categoria é obrigatória',
      'Pelo menos uma imagem é obrigatória',
    ]) {
      await main(page).getByText(message, { exact: true }).waitFor();
    }
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'name');

    await page.getByLabel(/^Nome/).fill('Verniz Quokka Teste');
    await page.getByLabel(/^Descrição/).fill('Um verniz criado no painel.');
    await page.getByLabel(/^Preço \(€\)/).fill('9.99');
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
    await card.waitFor();
    const productPath = await card.getAttribute('href');
    assert.match(productPath ?? '', /^\/loja\/produto\/\d+$/);
    assert.ok(Number(productPath!.split('/').pop()) > 1_700_000_000_000, 'the id is the creation time');

    // The same browser: the product page, the cart, and the cart after a reload.
    await visit(page, productPath!);
    await page.getByRole('heading', { level: 1, name: 'Verniz Quokka Teste' }).waitFor();
    await main(page).getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }).waitFor();
    await visit(page, '/carrinho');
    await main(page).getByText('Verniz Quokka Teste').first().waitFor();

    // Edit: pre-filled, saved, followed by the other tab showing the product page.
    await visit(other, productPath!);
    await other.getByRole('heading', { level: 1, name: 'Verniz Quokka Teste' }).waitFor();
    await visit(page, `/admin/products/edit/${productPath!.split('/').pop()}`);
    assert.equal(await page.getByLabel(/^Nome/).inputValue(), 'Verniz Quokka Teste');
    assert.equal(await page.getByLabel(/^Subcategoria/).inputValue(), category.subcategories[0]!.slug);
    await page.getByLabel(/^Nome/).fill('Verniz Quokka Editado');
    await page.getByRole('button', { name: 'Atualizar Produto' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await other.getByRole('heading', { level: 1, name: 'Verniz Quokka Editado' }).waitFor();
    await visit(page, '/loja?search=quokka');
    await main(page)
      .getByRole('link', { name: /Verniz Quokka Editado/ })
      .first()
      .waitFor();

    // Delete through the dashboard's dialog: gone here and in the other tab.
    await deleteFromDashboard(
      page,
      '/admin/dashboard',
      'Verniz Quokka Editado',
      'Tem a certeza que quer eliminar o produto "Verniz Quokka Editado"?',
    );
    await other.getByRole('heading', { name: 'Produto não encontrado' }).waitFor();
    await visit(page, productPath!);
    await page.getByRole('heading', { name: 'Produto não encontrado' }).waitFor();
  },
);

e2e.test(
  'a course created, edited and deleted in the admin shows on /formacoes and in another open tab',
  { viewport: 'desktop', timeout: 120_000 },
  async ({ context, page }) => {
    await signIn(context);
    const other = await context.newPage();
    await visit(other, '/formacoes');
    await main(other).getByRole('heading', { name: publishedCourse().title }).first().waitFor();

    await visit(page, '/admin/training/new');
    await page.getByRole('button', { name: 'Criar Formação' }).click();
    for (const message of [
      'Título é obrigatório',
      'Descrição é obrigatória',
      'Preço deve ser maior que 0',
      'Duração é obrigatória',
      'Imagem é obrigatória',
      'Descrição completa é obrigatória',
    ]) {
      await main(page).getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel(/^Título/).fill('Formação Quokka Teste');
    await page.getByLabel(/^Descrição( \*)?$/).fill('Uma formação criada no painel.');
    await page.getByLabel(/^Preço/).fill('99');
    await page.getByLabel(/^Duração/).fill('8 horas');
    await page.getByLabel(/^Tipo/).selectOption('online');
    await page.getByLabel(/^Imagem/).fill(publishedCourse().image);
    await page.getByLabel(/^Descrição completa/).fill('## Programa Quokka\n\nTudo **explicado**.');
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    await main(page).getByRole('heading', { level: 2, name: 'Programa Quokka' }).waitFor();
    await page.getByRole('button', { name: 'Criar Formação' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=training');

    const card = main(other).getByRole('heading', { name: 'Formação Quokka Teste' });
    await card.waitFor();
    await visit(page, '/formacoes');
    await main(page).getByRole('heading', { name: 'Formação Quokka Teste' }).waitFor();
    await main(page)
      .locator('article', { has: page.getByRole('heading', { name: 'Formação Quokka Teste' }) })
      .getByRole('link', { name: 'Ver Detalhes' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Formação Quokka Teste' }).waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'Programa Quokka' }).waitFor();
    const id = pathOf(page).split('/').pop();

    await visit(page, `/admin/training/edit/${id}`);
    assert.equal(await page.getByLabel(/^Tipo/).inputValue(), 'online');
    await page.getByLabel(/^Título/).fill('Formação Quokka Editada');
    await page.getByRole('button', { name: 'Atualizar Formação' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=training');
    await main(other).getByRole('heading', { name: 'Formação Quokka Editada' }).waitFor();
    assert.equal(await main(other).getByRole('heading', { name: 'Formação Quokka Teste' }).count(), 0);

    await deleteFromDashboard(
      page,
      '/admin/dashboard?tab=training',
      'Formação Quokka Editada',
      'Tem a certeza que quer eliminar a formação "Formação Quokka Editada"?',
    );
    await main(other)
      .getByRole('heading', { name: 'Formação Quokka Editada' })
      .waitFor({ state: 'detached' });
    await visit(page, '/formacoes');
    await main(page).getByRole('heading', { name: publishedCourse().title }).first().waitFor();
    assert.equal(await main(page).getByRole('heading', { name: 'Formação Quokka Editada' }).count(), 0);
  },
);

e2e.test(
  'a post created, edited and deleted in the admin shows on /blog, on its page and in another open tab',
  { viewport: 'desktop', timeout: 120_000 },
  async ({ context, page }) => {
    await signIn(context);
    const other = await context.newPage();
    await visit(other, '/blog');

    await visit(page, '/admin/blog/new');
    assert.equal(await page.getByLabel(/^Autor/).inputValue(), siteSettings().business.founder);
    await page.getByLabel(/^Autor/).fill(' ');
    await page.getByRole('button', { name: 'Publicar Artigo' }).click();
    for (const message of [
      'Título é obrigatório',
      'Resumo é obrigatório',
      'Conteúdo é obrigatório',
      'Imagem é obrigatória',
      'Autor é obrigatório',
      'Categoria é obrigatória',
    ]) {
      await main(page).getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel(/^Título/).fill('Artigo Quokka Teste');
    await page.getByLabel(/^Resumo/).fill('Um artigo criado no painel.');
    await page.getByLabel(/^Categoria/).fill('Tendências');
    await page.getByLabel(/^Autor/).fill('Equipa Quokka');
    await page.getByLabel(/^Imagem/).fill(publishedPost().image);
    await page.getByLabel(/^Conteúdo/).fill('## Listras\n\nO padrão *quokka* está de volta.');
    await page.getByRole('button', { name: 'Publicar Artigo' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=blog');

    await main(other).getByRole('heading', { name: 'Artigo Quokka Teste' }).first().waitFor();
    await visit(page, '/blog/artigo-quokka-teste');
    await page.getByRole('heading', { level: 1, name: 'Artigo Quokka Teste' }).waitFor();
    await main(page).getByRole('heading', { level: 2, name: 'Listras' }).waitFor();
    await main(page).getByText('Equipa Quokka').first().waitFor();

    const editHref = await (async () => {
      await visit(page, '/admin/dashboard?tab=blog');
      return page.getByRole('link', { name: 'Editar Artigo Quokka Teste', exact: true }).getAttribute('href');
    })();
    await visit(page, editHref!);
    assert.equal(await page.getByLabel(/^Título/).inputValue(), 'Artigo Quokka Teste');
    await page.getByLabel(/^Título/).fill('Artigo Quokka Editado');
    await page.getByRole('button', { name: 'Atualizar Artigo' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=blog');
    await main(other).getByRole('heading', { name: 'Artigo Quokka Editado' }).first().waitFor();
    await visit(page, '/blog/artigo-quokka-editado');
    await page.getByRole('heading', { level: 1, name: 'Artigo Quokka Editado' }).waitFor();

    await deleteFromDashboard(
      page,
      '/admin/dashboard?tab=blog',
      'Artigo Quokka Editado',
      'Tem a certeza que quer eliminar o artigo "Artigo Quokka Editado"?',
    );
    await main(other)
      .getByRole('heading', { name: 'Artigo Quokka Editado' })
      .first()
      .waitFor({ state: 'detached' });
    await visit(page, '/blog');
    assert.equal(await main(page).getByRole('heading', { name: 'Artigo Quokka Editado' }).count(), 0);
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

for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
  e2e.test(
    `the three forms at ${viewport} width: errors and preview without sideways scrolling`,
    { viewport },
    async ({ context, page }) => {
      await signIn(context);
      for (const form of FORMS) {
        await visit(page, form.path);
        await page.getByRole('button', { name: form.submit }).click();
        await main(page).locator('.field__error').first().waitFor();
        assert.equal(await sideways(page), 0, `${form.name} form with errors scrolls sideways`);
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
          assert.equal(
            await page.getByRole('list', { name: 'Lista de imagens' }).getByRole('listitem').count(),
            2,
          );
        } else {
          await fillText(page, form.name === 'course' ? COURSE_TEXT : POST_TEXT);
          await page.getByLabel(form.markdown).fill(LONG_MARKDOWN);
          await page.getByRole('button', { name: 'Pré-visualizar' }).click();
          await main(page)
            .getByRole('heading', { level: 2, name: /Um título bastante comprido/ })
            .waitFor();
          await page.getByRole('button', { name: 'Editar' }).waitFor();
        }
        assert.equal(await sideways(page), 0, `${form.name} form filled scrolls sideways`);
        await screenshot(page, `admin-${form.name}-form-filled`, viewport);
      }

      // The delete dialog, on a published product (cancelled).
      const product = publishedProducts()[0]!;
      await visit(page, '/admin/dashboard');
      await page.getByRole('button', { name: `Eliminar ${product.name}`, exact: true }).click();
      await page.getByRole('dialog').getByText('Esta ação não pode ser desfeita.').waitFor();
      assert.equal(await sideways(page), 0, 'the delete dialog scrolls sideways');
      // The window only: the dashboard behind the dialog is long.
      await page.screenshot({
        path: path.join(ARTIFACTS_DIR, `admin-delete-dialog-${viewport}.png`),
        animations: 'disabled',
      });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  );
}

e2e.test(
  'an edit URL with an unknown id says so and leads back to the dashboard',
  async ({ context, page }) => {
    await signIn(context);
    await visit(page, '/admin/training/edit/123');
    await page.getByRole('heading', { level: 1, name: 'Formação não encontrada' }).waitFor();
    await page.getByRole('alert').getByRole('link', { name: 'Voltar ao painel' }).click();
    await page.waitForURL((url) => url.pathname + url.search === '/admin/dashboard?tab=training');
  },
);
