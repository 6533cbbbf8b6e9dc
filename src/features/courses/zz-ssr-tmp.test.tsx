import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { render } from '#src/entry-server.tsx';

const published = {
  courses: JSON.parse(readFileSync('public/courses.json', 'utf8')),
  posts: JSON.parse(readFileSync('public/blog.json', 'utf8')),
  products: JSON.parse(readFileSync('public/products.json', 'utf8')),
};

it('renders', async () => {
  for (const url of ['/formacoes', '/formacoes/1', '/blog', '/blog/nail-art-minimalista-para-o-dia-a-dia']) {
    const result = await render(url, published);
    if (result.kind !== 'page') throw new Error('redirect');
    console.log(url, result.status, result.collections, result.html.length);
    console.log(result.head.slice(0, 300));
    if (url.startsWith('/blog/')) console.log(result.head.split('\n').filter((l) => l.includes('ld+json')).join('\n'));
  }
  expect(true).toBe(true);
});
