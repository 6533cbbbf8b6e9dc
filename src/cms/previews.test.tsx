// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntryData } from './entry-data.ts';
import {
  BlogPostPreview,
  CoursePreview,
  pagePreview,
  ProductPreview,
  type PreviewProps,
} from './previews.tsx';

afterEach(cleanup);

/** An entry as Decap hands it to a preview: its fields under 'data' (an Immutable map). */
function previewProps(data: EntryData, slug?: string): PreviewProps {
  return {
    entry: { get: (key) => (key === 'data' ? { toJS: () => data } : key === 'slug' ? slug : undefined) },
    getAsset: (path) => ({ toString: () => `asset:${path}` }),
  };
}

describe('CMS previews', () => {
  it('shows a product with the page’s markup, without the cart controls or related products', () => {
    render(
      <ProductPreview
        {...previewProps({
          name: 'Gel Construtor Rosa',
          price: 24.9,
          stock: 3,
          category: 'unhas',
          subcategory: 'geis-construcao',
          images: ['/images/products/gel.webp'],
          body: 'Um gel de construção.',
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gel Construtor Rosa' })).toBeTruthy();
    const chips = [...document.querySelectorAll('.product-detail__chip')];
    expect(chips.map((chip) => chip.getAttribute('href'))).toEqual([
      '/loja/unhas',
      '/loja/unhas/geis-construcao',
    ]);
    expect(document.querySelector('.product-detail .product-stock--in')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Adicionar ao Carrinho/ })).toBeNull();
    expect(document.querySelector('.product-related')).toBeNull();
  });

  it('shows placeholders and no broken picture for a new, empty entry of each kind', () => {
    render(<ProductPreview {...previewProps({})} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nome do produto' })).toBeTruthy();
    cleanup();
    render(<CoursePreview {...previewProps({})} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Título da formação' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    cleanup();
    render(<BlogPostPreview {...previewProps({})} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Título do artigo' })).toBeTruthy();
    expect(document.querySelector('img, time')).toBeNull();
    cleanup();
    const LegalPreview = pagePreview('termos-condicoes');
    render(<LegalPreview {...previewProps({})} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Título da página' })).toBeTruthy();
    expect(document.querySelector('.legal-page__updated')).toBeNull();
  });

  it('shows a course without its enquiry form, and a post without the other posts', () => {
    render(
      <CoursePreview
        {...previewProps({
          title: 'Formação Inicial',
          type: 'online',
          image: '/images/courses/inicial.webp',
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Formação Inicial' })).toBeTruthy();
    expect(document.querySelector('.course-detail__image')?.getAttribute('src')).toBe(
      '/images/courses/inicial.webp',
    );
    expect(document.querySelector('form')).toBeNull();
    cleanup();
    render(
      <BlogPostPreview {...previewProps({ title: 'Cores de Verão', date: '2026-06-01', author: 'Sofia' })} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cores de Verão' })).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe('2026-06-01');
    expect(document.querySelector('.blog-post__adjacent, .blog-post__related')).toBeNull();
  });

  it('shows the about page with its own sections', () => {
    const AboutPreview = pagePreview('sobre');
    render(
      <AboutPreview
        {...previewProps({
          title: 'Sobre Nós',
          mission: 'Formar profissionais.',
          values: [{ title: 'Rigor', text: 'Sempre.' }],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre Nós' })).toBeTruthy();
    expect(screen.getByText('Formar profissionais.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Rigor' })).toBeTruthy();
  });
});
