// The blog, the courses and the remaining public pages (docs/product.md §2, §8; docs/architecture.md §12's
// prerender and privacy-date deviations): blog search and category filter, a post with its long
// Portuguese date and neighbours, the redirects of unknown posts and courses, the course list,
// the structured data in the prerendered HTML, the privacy page's date, the footer's consumer
// information and the 404 page.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { pathOf, setupE2E, visit } from './harness.ts';
import {
  contentPage,
  jsonLdBlocks,
  longPortugueseDate,
  postsNewestFirst,
  publishedCourses,
  type BlogPost,
} from './published-content.ts';
import { siteSettings } from './site-data.ts';

const e2e = setupE2E();

const waitForPath = (page: Page, expected: string) =>
  page.waitForURL((url) => url.pathname + url.search === expected, { timeout: 10_000 });

const postList = (page: Page) => page.getByRole('region', { name: 'Artigos' });

/** The posts the blog list shows, by the hrefs of their title links, in order. */
async function listedPosts(list: Locator): Promise<string[]> {
  return list
    .locator('a[href^="/blog/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
}

/** Waits until the list shows exactly `posts`, in that order. */
async function expectListed(page: Page, posts: BlogPost[]) {
  const expected = posts.map((post) => `/blog/${post.slug}`);
  const deadline = Date.now() + 5_000;
  let shown = await listedPosts(postList(page));
  while (JSON.stringify(shown) !== JSON.stringify(expected) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    shown = await listedPosts(postList(page));
  }
  assert.deepEqual(shown, expected);
}

const haystack = (post: BlogPost) => `${post.title}\n${post.excerpt}\n${post.content}`.toLowerCase();

/** A word of one post's title that no other post contains anywhere, with that post. */
function wordOfOnePost(posts: BlogPost[]): { word: string; post: BlogPost } {
  for (const post of posts) {
    for (const word of post.title.split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 6) continue;
      const lower = word.toLowerCase();
      if (posts.filter((other) => haystack(other).includes(lower)).length === 1) return { word, post };
    }
  }
  throw new Error('No title word belongs to a single post; the test needs one.');
}

// ---------------------------------------------------------------------------------------------
// Blog list

e2e.test('the blog search keeps only the matching posts', async ({ page }) => {
  const posts = postsNewestFirst();
  assert.ok(posts.length >= 3, 'the blog has several posts');
  const { word, post } = wordOfOnePost(posts);

  await visit(page, '/blog');
  await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  await expectListed(page, posts);

  await page.getByRole('searchbox', { name: 'Pesquisar artigos' }).fill(word);
  await expectListed(page, [post]);
  await postList(page).getByRole('link', { name: post.title }).waitFor();
  await page.getByText('1 artigo encontrado').waitFor();
  assert.equal(new URL(page.url()).searchParams.get('search'), word);
});

e2e.test('the blog category filter shows one category and Todas shows all again', async ({ page }) => {
  const posts = postsNewestFirst();
  const category = posts[0]?.category;
  assert.ok(category, 'a post with a category');
  const inCategory = posts.filter((post) => post.category === category);
  assert.ok(inCategory.length < posts.length, 'the category leaves some posts out');

  await visit(page, '/blog');
  const filters = page.getByRole('group', { name: 'Filtrar por categoria' });
  const button = filters.getByRole('button', { name: category, exact: true });
  await button.click();
  assert.equal(await button.getAttribute('aria-pressed'), 'true');
  await expectListed(page, inCategory);

  await filters.getByRole('button', { name: 'Todas' }).click();
  await expectListed(page, posts);
  await waitForPath(page, '/blog');
});

e2e.test('a search without results offers Limpar Filtros, which restores every post', async ({ page }) => {
  const posts = postsNewestFirst();
  await visit(page, '/blog');
  await page.getByRole('searchbox', { name: 'Pesquisar artigos' }).fill('xyzzy-nada-disto');
  await page.getByText('Não foram encontrados artigos correspondentes à sua pesquisa.').waitFor();
  assert.deepEqual(await listedPosts(postList(page)), []);

  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await expectListed(page, posts);
  await waitForPath(page, '/blog');
  assert.equal(await page.getByRole('searchbox', { name: 'Pesquisar artigos' }).inputValue(), '');
});

// ---------------------------------------------------------------------------------------------
// A post

e2e.test('a post shows its long Portuguese date, author and its neighbours', async ({ page }) => {
  const posts = postsNewestFirst();
  assert.ok(posts.length >= 3, 'a post with a newer and an older neighbour');
  const [newer, post, older] = posts as [BlogPost, BlogPost, BlogPost];

  await visit(page, `/blog/${post.slug}`);
  await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  const article = page.getByRole('article').first();
  const date = longPortugueseDate(post.date);
  assert.match(date, /^\d{1,2} de [a-zç]+ de \d{4}$/);
  await article.getByText(date, { exact: true }).waitFor();
  await article.getByText(post.author).first().waitFor();

  const neighbours = page.getByRole('navigation', { name: 'Outros artigos' });
  const previous = neighbours.getByRole('link', { name: /Artigo anterior/ });
  const next = neighbours.getByRole('link', { name: /Artigo seguinte/ });
  assert.equal(await previous.getAttribute('href'), `/blog/${older.slug}`);
  assert.ok((await previous.innerText()).includes(older.title));
  assert.equal(await next.getAttribute('href'), `/blog/${newer.slug}`);
  assert.ok((await next.innerText()).includes(newer.title));

  await next.click();
  await waitForPath(page, `/blog/${newer.slug}`);
  await page.getByRole('heading', { level: 1, name: newer.title }).waitFor();
});

// ---------------------------------------------------------------------------------------------
// Redirects and the course list

const redirects: [string, string][] = [
  ['/blog/nao-existe', '/blog'],
  ['/formacoes/999999', '/formacoes'],
];
for (const [from, to] of redirects) {
  e2e.test(`${from} redirects to ${to}`, async ({ page }) => {
    await visit(page, from);
    await waitForPath(page, to);
    assert.equal(pathOf(page), to);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
}

e2e.test('/formacoes lists every published course with a link to its page', async ({ page }) => {
  const courses = publishedCourses();
  assert.equal(courses.length, 6, 'six courses are published');
  await visit(page, '/formacoes');
  const list = page.getByRole('region', { name: 'As nossas formações' });
  assert.equal(await list.getByRole('link', { name: 'Ver Detalhes' }).count(), courses.length);
  for (const course of courses) {
    await list.getByRole('heading', { name: course.title }).waitFor();
    assert.equal(
      await list.locator(`a[href="/formacoes/${course.id}"]`).count(),
      1,
      `a link to course ${course.id}`,
    );
  }
});

// ---------------------------------------------------------------------------------------------
// Prerendered structured data

e2e.test(
  'without JavaScript, course, post and home pages carry their JSON-LD',
  { javaScriptEnabled: false },
  async ({ page }) => {
    const course = publishedCourses()[0];
    assert.ok(course);
    await visit(page, `/formacoes/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    const courseLd = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Course');
    assert.ok(courseLd, 'a Course JSON-LD block');
    assert.equal(courseLd.name, course.title);
    assert.equal(courseLd['@context'], 'https://schema.org');

    const post = postsNewestFirst()[0];
    assert.ok(post);
    await visit(page, `/blog/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    const postLd = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'BlogPosting');
    assert.ok(postLd, 'a BlogPosting JSON-LD block');
    assert.equal(postLd.headline, post.title);
    assert.equal(postLd.datePublished, post.date);

    await visit(page, '/');
    const organization = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Organization');
    assert.ok(organization, 'an Organization JSON-LD block');
    assert.equal(organization.name, siteSettings().business.name);
  },
);

// ---------------------------------------------------------------------------------------------
// Privacy page, footer and 404

e2e.test('the privacy page states its own revision date', async ({ page }) => {
  const privacy = contentPage('politica-privacidade');
  await visit(page, '/politica-privacidade');
  await page.getByRole('heading', { level: 1, name: privacy.title }).waitFor();
  const updated = page.locator('main').getByText('Última atualização');
  await updated.waitFor();
  assert.ok(
    (await updated.innerText()).includes(longPortugueseDate(privacy.updated)),
    `shows ${longPortugueseDate(privacy.updated)}`,
  );
});

e2e.test('the footer shows the Livro de Reclamações and the dispute-resolution entity', async ({ page }) => {
  const { legal } = siteSettings().business;
  await visit(page, '/');
  const footer = page.getByRole('contentinfo');
  const complaints = footer.getByRole('link', { name: 'Livro de Reclamações Eletrónico' });
  assert.equal(await complaints.getAttribute('href'), legal.complaintsBookUrl);
  await footer.getByText(legal.disputeResolution.name, { exact: false }).waitFor();
  assert.equal(await footer.locator(`a[href="${legal.disputeResolution.url}"]`).count(), 1);
});

e2e.test('an unknown address shows 404 Página Não Encontrada with a way home', async ({ page }) => {
  await visit(page, '/nada/por/aqui');
  await page.getByRole('heading', { level: 1, name: '404 Página Não Encontrada' }).waitFor();
  const home = page.locator('main').getByRole('link', { name: 'Voltar à Página Inicial' });
  assert.equal(await home.getAttribute('href'), '/');
  await home.click();
  await waitForPath(page, '/');
});
