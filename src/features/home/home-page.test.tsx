// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '#src/components/router/router.tsx';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import settings from '#src/generated/settings.json';
import type { BlogPost, Course, Product, SiteSettings } from '#src/lib/schema.ts';
import { aCourse, aPost, aProduct } from '#src/test/factories.ts';
import { checkServerHtmlThenHydrated } from '#src/test/render.tsx';
import { HomePage, preloadHomeParts } from './home-page.tsx';
import { HeroCarousel } from './home-hero.tsx';
import { HomeBlog, HomeCourses, HomeProducts } from './home-below-fold.tsx';

const data = vi.hoisted(() => ({
  loading: false,
  products: [] as Product[],
  courses: [] as Course[],
  posts: [] as BlogPost[],
}));
// The sections as useHomeSections gives them from whole lists.
vi.mock('#src/data/page-hooks.tsx', () => ({
  useHomeSections: () => ({
    products: { loading: data.loading, settled: true, data: data.products },
    courses: { loading: data.loading, settled: true, data: data.courses },
    posts: { loading: data.loading, settled: true, data: { whole: data.posts, chosen: undefined } },
  }),
}));

const product = (id: number, fields: Partial<Product> = {}): Product =>
  aProduct({ id, description: 'Descrição.', stock: 5, ...fields });

const course = (id: number, fields: Partial<Course> = {}): Course => aCourse({ id, ...fields });

const post = (id: number, date: string): BlogPost => aPost({ id, date, author: 'Sofia' });

// The parts of the page are chunks of their own: loaded first, they render at once.
beforeAll(() => preloadHomeParts());

beforeEach(() => {
  data.loading = false;
  data.products = [];
  data.courses = [];
  data.posts = [];
  // jsdom does not play media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderHome() {
  const router = memoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  render(router.app);
}

const section = (name: string) => screen.getByRole('region', { name });
const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('HomePage', () => {
  it('opens with the hero: main buttons on the first slide and one collection button per slide', () => {
    renderHome();
    const hero = screen.getByRole('region', { name: 'Destaques' });
    expect(hero.getAttribute('aria-roledescription')).toBe('carousel');
    expect(hrefOf(within(hero).getByRole('link', { name: 'Ver Formações' }))).toBe('/formacoes');
    expect(hrefOf(within(hero).getByRole('link', { name: 'Visitar Loja' }))).toBe('/loja');
    const collectionLinks = within(hero)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.textContent?.startsWith('Descobrir'))
      .map(hrefOf);
    expect(collectionLinks).toEqual([
      '/loja/cores/summer-crush',
      '/loja/cores/lady-in-red',
      '/loja/unhas/geis-construcao',
    ]);
    const firstImage = hero.querySelector('img');
    expect(firstImage?.getAttribute('fetchpriority')).toBe('high');
    expect(firstImage?.getAttribute('loading')).toBe('eager');
  });

  it("has only the first slide's picture in the server's HTML, and the others once hydrated", async () => {
    const slides = settings.hero.slides.length;
    expect(slides).toBeGreaterThan(1);
    const hero = (
      <MemoryRouter>
        <HeroCarousel
          slides={settings.hero.slides as SiteSettings['hero']['slides']}
          categories={settings.categories}
          tagline=""
        />
      </MemoryRouter>
    );
    const pictures = (container: HTMLElement) => container.querySelectorAll('img.hero-slide__image');
    await checkServerHtmlThenHydrated(
      hero,
      (container) => {
        expect(pictures(container)).toHaveLength(1);
        expect(pictures(container)[0]?.getAttribute('fetchpriority')).toBe('high');
      },
      (container) => {
        expect(pictures(container)).toHaveLength(slides);
      },
    );
  });

  it('changes hero slide every 5400 ms', () => {
    vi.useFakeTimers();
    try {
      renderHome();
      const slides = within(screen.getByRole('region', { name: 'Destaques' })).getAllByRole('group', {
        hidden: true,
      });
      act(() => {
        vi.advanceTimersByTime(5399);
      });
      expect(slides[0]?.getAttribute('aria-hidden')).toBe('false');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(slides[1]?.getAttribute('aria-hidden')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds the cards' pictures back in the server's HTML (for the page's loader), and has them once hydrated", async () => {
    const sections = (
      <MemoryRouter>
        <HomeProducts
          id="home-featured"
          title="Produtos em Destaque"
          subtitle=""
          products={[product(1), product(2)]}
          loading={false}
          emptyText=""
          placeholders={4}
        />
        <HomeCourses courses={[course(1)]} loading={false} />
        <HomeBlog featured={post(1, '2026-02-20')} others={[post(2, '2026-01-20')]} loading={false} />
      </MemoryRouter>
    );
    // What each card's picture asks for: its <img>'s src, and every srcset in its <picture>.
    const files = (container: HTMLElement) =>
      [...container.querySelectorAll('.product-card__media, .course-card__media, .blog-card__media')].map(
        (box) => [
          box.querySelector('img')?.getAttribute('src') ?? null,
          ...[...box.querySelectorAll('[srcset]')].map((element) => element.getAttribute('srcset')),
        ],
      );
    const held = (container: HTMLElement) =>
      [
        ...container.querySelectorAll(
          '.product-card__media img, .course-card__media img, .blog-card__media img',
        ),
      ]
        .map((image) => image.getAttribute('data-src'))
        .filter(Boolean);
    await checkServerHtmlThenHydrated(
      sections,
      // The cards are there, with their pictures' files held back for the loader.
      (container) => {
        expect(files(container)).toEqual([[null], [null], [null], [null], [null]]);
        expect(held(container)).toHaveLength(5);
      },
      (container) => {
        for (const asked of files(container)) {
          expect(asked[0]).toMatch(/^\/(_img|images)\//);
          expect(asked.length).toBeGreaterThan(1);
        }
      },
    );
  });

  it('shows a muted looping video in the intro', () => {
    renderHome();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/intro.mp4');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.getAttribute('preload')).toBe('none');
    expect(document.querySelector('img.looping-video__poster')?.getAttribute('src')).toBe(
      '/media/intro-poster.webp',
    );
  });

  it('shows 4 featured and 4 newest products', () => {
    data.products = [
      ...[1, 2, 3, 4, 5].map((id) => product(id, { featured: true, order: 10 - id })),
      ...[6, 7, 8, 9, 10].map((id) => product(id, { isNew: true })),
    ];
    renderHome();
    const featured = within(section('Produtos em Destaque')).getAllByRole('article');
    expect(featured.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Produto 5',
      'Produto 4',
      'Produto 3',
      'Produto 2',
    ]);
    const newest = within(section('Novidades')).getAllByRole('article');
    expect(newest.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Produto 10',
      'Produto 9',
      'Produto 8',
      'Produto 7',
    ]);
  });

  it('shows loading placeholders while the data loads', () => {
    data.loading = true;
    renderHome();
    expect(within(section('Produtos em Destaque')).getByRole('status')).toBeTruthy();
    expect(within(section('Novidades')).getByRole('status')).toBeTruthy();
    expect(within(section('Formações em Destaque')).getByRole('status')).toBeTruthy();
    expect(within(section('Do Nosso Blog')).getByRole('status')).toBeTruthy();
  });

  it('shows the statistics band', () => {
    renderHome();
    const stats = section('O atelier em números');
    for (const text of [
      '100+',
      'Alunas Formadas',
      '20+',
      'Formações Exclusivas',
      '300+',
      'Produtos',
      '15+',
      'Anos de Experiência',
    ]) {
      expect(within(stats).getByText(text)).toBeTruthy();
    }
  });

  it('shows the featured courses with type, duration, price and link', () => {
    data.courses = [
      course(1, { featured: true, type: 'presencial', price: 650, duration: '40 horas' }),
      course(2),
    ];
    renderHome();
    const courses = section('Formações em Destaque');
    const cards = within(courses).getAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = within(cards[0] as HTMLElement);
    expect(card.getByRole('heading', { name: 'Formação 1' })).toBeTruthy();
    expect(card.getByText('Presencial')).toBeTruthy();
    expect(card.getByText('40 horas')).toBeTruthy();
    expect(card.getByText('650,00 €')).toBeTruthy();
    expect(hrefOf(card.getByRole('link', { name: 'Ver Detalhes' }))).toBe('/formacoes/1');
  });

  it('says so when no course is featured', () => {
    data.courses = [course(1)];
    renderHome();
    expect(screen.getByText('Não há formações em destaque disponíveis no momento.')).toBeTruthy();
  });

  it('shows the first 3 testimonials, opening the viewer, and links to all of them', () => {
    renderHome();
    const testimonials = section('Testemunhos');
    const thumbnails = within(testimonials).getAllByRole('button', { name: /^Ampliar imagem/ });
    expect(thumbnails).toHaveLength(3);
    fireEvent.click(thumbnails[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Testemunhos' });
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe(settings.testimonials.images[0]?.alt);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hrefOf(within(testimonials).getByRole('link', { name: 'Ver todos os testemunhos' }))).toBe(
      '/testemunhos',
    );
  });

  it('features the newest post and lists the next 3, with dates in Portuguese', () => {
    data.posts = [
      post(1, '2026-01-20'),
      post(2, '2026-05-03'),
      post(3, '2026-03-01'),
      post(4, '2026-02-01'),
      post(5, '2026-04-01'),
    ];
    renderHome();
    const blog = section('Do Nosso Blog');
    const titles = within(blog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Artigo 2', 'Artigo 5', 'Artigo 3', 'Artigo 4']);
    expect(hrefOf(within(blog).getByRole('link', { name: 'Artigo 2' }))).toBe('/blog/artigo-2');
    expect(within(blog).getByText('3 de maio de 2026')).toBeTruthy();
    expect(hrefOf(within(blog).getByRole('link', { name: 'Ver todos os artigos' }))).toBe('/blog');
  });

  it('closes with a chat-app call to action carrying the default greeting', () => {
    renderHome();
    const link = screen.getByRole('link', { name: /Falar connosco no WhatsApp/ });
    expect(hrefOf(link)).toContain(encodeURIComponent(settings.business.chat.defaultMessage));
  });

  it('sets the home title and the Organization structured data', () => {
    renderHome();
    expect(document.title).toBe(`${settings.business.name} | ${settings.business.tagline}`);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const jsonLd = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Organization');
    expect(jsonLd.name).toBe(settings.business.name);
  });
});
