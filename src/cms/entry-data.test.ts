import { describe, expect, it } from 'vitest';
import {
  previewImageUrl,
  imagePaths,
  isAboutPage,
  toAboutContent,
  toBlogPost,
  toCourse,
  toPage,
  toProduct,
  toCategories,
  toHeroSlides,
  toTestimonials,
} from './entry-data.ts';

const asset = (path: string) => `blob:preview/${path}`;

describe('toProduct', () => {
  it('maps a product entry to the site’s Product, the body as the description and images through getAsset', () => {
    const product = toProduct(
      {
        id: 1718345600676,
        name: ' Acrygel Smooth Clear 30 g ',
        price: '27,5',
        salePrice: '',
        stock: 28,
        category: 'unhas',
        subcategory: 'linha-smoothacrygel',
        featured: true,
        images: ['/images/products/a.svg', { image: '/images/products/b.svg' }, ''],
        body: 'O **Acrygel**.',
      },
      asset,
    );
    expect(product).toEqual({
      id: 1718345600676,
      name: 'Acrygel Smooth Clear 30 g',
      slug: 'acrygel-smooth-clear-30-g',
      price: 27.5,
      stock: 28,
      category: 'unhas',
      subcategory: 'linha-smoothacrygel',
      featured: true,
      isNew: false,
      images: ['blob:preview//images/products/a.svg', 'blob:preview//images/products/b.svg'],
      description: 'O **Acrygel**.',
    });
  });

  it('gives an empty new entry values the components can show', () => {
    expect(toProduct({})).toEqual({
      id: 0,
      name: '',
      slug: '',
      price: 0,
      stock: 0,
      category: '',
      featured: false,
      isNew: false,
      images: [],
      description: '',
    });
  });
});

describe('toCourse', () => {
  it('maps a course entry, the body as the full description', () => {
    const course = toCourse(
      {
        id: 2,
        title: 'Curso',
        description: 'Breve',
        price: 280,
        duration: '16 horas',
        image: '/images/courses/c.svg',
        type: 'online',
        body: '## Programa',
      },
      asset,
    );
    expect(course).toEqual({
      id: 2,
      title: 'Curso',
      description: 'Breve',
      price: 280,
      duration: '16 horas',
      image: 'blob:preview//images/courses/c.svg',
      type: 'online',
      featured: false,
      fullDescription: '## Programa',
    });
  });

  it('shows an unknown or missing type as presencial and a missing image as none', () => {
    expect(toCourse({ type: 'x' })).toMatchObject({ type: 'presencial', image: '' });
  });
});

describe('toBlogPost', () => {
  it('maps a post entry, the body as the content and a picked Date as yyyy-mm-dd', () => {
    const post = toBlogPost(
      {
        id: 5,
        title: 'Nail Art Minimalista',
        excerpt: 'Resumo',
        image: '/images/blog/p.svg',
        date: new Date('2026-03-05T00:00:00Z'),
        author: 'Sofia',
        category: 'Tendências',
        body: 'Texto',
      },
      asset,
    );
    expect(post).toEqual({
      id: 5,
      title: 'Nail Art Minimalista',
      slug: 'nail-art-minimalista',
      excerpt: 'Resumo',
      image: 'blob:preview//images/blog/p.svg',
      date: '2026-03-05',
      author: 'Sofia',
      category: 'Tendências',
      content: 'Texto',
    });
    expect(toBlogPost({ date: '2026-10-15' }).date).toBe('2026-10-15');
  });
});

describe('pages', () => {
  it('maps a long page and the about page with its own fields', () => {
    expect(
      toPage({ title: 'Termos', updated: '2026-10-15', description: 'D', body: 'B' }, 'termos-condicoes'),
    ).toEqual({
      name: 'termos-condicoes',
      title: 'Termos',
      updated: '2026-10-15',
      description: 'D',
      body: 'B',
    });
    const about = toAboutContent({
      title: 'Sobre',
      mission: 'M',
      vision: 'V',
      values: [{ title: 'Qualidade', text: 'T' }, null],
      message: 'Olá',
    });
    expect(about).toMatchObject({
      name: 'sobre',
      mission: 'M',
      vision: 'V',
      values: [
        { title: 'Qualidade', text: 'T' },
        { title: '', text: '' },
      ],
      message: 'Olá',
    });
    expect(isAboutPage({}, 'sobre')).toBe(true);
    expect(isAboutPage({ title: 'Termos' }, 'termos-condicoes')).toBe(false);
  });
});

describe('imagePaths', () => {
  it('reads one path, a list of paths or a list of single-field objects, leaving out empty ones', () => {
    expect(imagePaths('/a.svg')).toEqual(['/a.svg']);
    expect(imagePaths(undefined)).toEqual([]);
    expect(imagePaths([' /a.svg ', { src: '/b.svg' }, '', 3])).toEqual(['/a.svg', '/b.svg']);
  });
});

describe('previewImageUrl', () => {
  // Decap's getAsset: a file uploaded in this session is in memory under its repository path.
  const uploads: Record<string, string> = { 'public/images/products/nova.jpg': 'blob:http://x/1' };
  const asked: string[] = [];
  const getAsset = (path: string) => {
    asked.push(path);
    return { toString: () => uploads[path] ?? path };
  };

  it('shows a just-uploaded photo from memory (Decap would hand back its public address)', () => {
    expect(previewImageUrl('/images/products/nova.jpg', getAsset)).toBe('blob:http://x/1');
    expect(asked.at(-1)).toBe('public/images/products/nova.jpg');
  });

  it('keeps the public address of a picture that is not an upload of this session', () => {
    expect(previewImageUrl('/images/products/antiga.svg', getAsset)).toBe('/images/products/antiga.svg');
  });

  it('shows the public address while Decap is still loading the file, not its blank placeholder', () => {
    const loading = () => ({ path: 'empty.svg', toString: () => 'blob:http://x/empty' });
    expect(previewImageUrl('/images/testimonials/testemunho-01.svg', loading)).toBe(
      '/images/testimonials/testemunho-01.svg',
    );
  });

  it('leaves full addresses to getAsset', () => {
    expect(previewImageUrl('https://example.com/a.jpg', getAsset)).toBe('https://example.com/a.jpg');
    expect(asked.at(-1)).toBe('https://example.com/a.jpg');
  });
});

describe('settings entries as the site shows them', () => {
  const resolve = (path: string) => `url:${path}`;

  it('turns the hero slides being edited into the carousel’s slides, leaving out one without a picture', () => {
    const slides = toHeroSlides(
      {
        slides: [
          { image: '/images/hero/a.jpg', tone: 'dark', category: 'cores', subcategory: 'summer-crush' },
          { image: '', tone: 'light', category: 'unhas', subcategory: 'geis' },
          { image: '/images/hero/b.jpg', tone: 'odd', category: ' unhas ', subcategory: 'geis' },
        ],
      },
      resolve,
    );
    expect(slides).toEqual([
      { image: 'url:/images/hero/a.jpg', tone: 'dark', category: 'cores', subcategory: 'summer-crush' },
      { image: 'url:/images/hero/b.jpg', tone: 'light', category: 'unhas', subcategory: 'geis' },
    ]);
    expect(toHeroSlides({})).toEqual([]);
  });

  it('turns categories and testimonials into the site’s types', () => {
    const [category] = toCategories(
      {
        categories: [
          { name: 'Cores', slug: 'cores', image: '/images/c.svg', subcategories: [{ name: 'Rosa' }] },
        ],
      },
      resolve,
    );
    expect(category).toEqual({
      id: 1,
      name: 'Cores',
      slug: 'cores',
      image: 'url:/images/c.svg',
      subcategories: [{ id: 1, name: 'Rosa', slug: '' }],
    });
    const testimonials = toTestimonials(
      {
        video: '/media/v.mp4',
        images: [{ id: 3, image: '/images/t.jpg', alt: 'Unhas' }, { alt: 'sem imagem' }],
      },
      resolve,
    );
    expect(testimonials).toEqual({
      video: 'url:/media/v.mp4',
      videoPoster: undefined,
      images: [{ id: 3, image: 'url:/images/t.jpg', alt: 'Unhas' }],
    });
  });
});
