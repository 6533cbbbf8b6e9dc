import { describe, expect, it } from 'vitest';
import {
  addImage,
  courseValues,
  emptyCourseValues,
  emptyPostValues,
  emptyProductValues,
  firstInvalidField,
  postCategorySuggestions,
  postValues,
  productValues,
  removeImage,
  validateForm,
  type CourseFormValues,
  type PostFormValues,
  type ProductFormValues,
} from './admin-forms.ts';
import {
  MAX_PRODUCT_IMAGES,
  TEXT_LIMITS,
  type BlogPost,
  type Category,
  type Course,
  type Product,
} from '../schema.ts';

const categories: Category[] = [
  {
    id: 1,
    name: 'Unhas',
    slug: 'unhas',
    image: '/images/categorias/unhas.svg',
    subcategories: [{ id: 11, name: 'Limas', slug: 'limas' }],
  },
  { id: 2, name: 'Cores', slug: 'cores', image: '/images/categorias/cores.svg', subcategories: [] },
];

const product: Product = {
  id: 100,
  slug: 'lima-180',
  name: 'Lima 180',
  description: 'Uma lima.',
  price: 4.5,
  stock: 12,
  category: 'unhas',
  subcategory: 'limas',
  featured: false,
  isNew: true,
  images: ['/images/produtos/lima.svg'],
};

const course: Course = {
  id: 200,
  title: 'Curso de Gel',
  description: 'Aprenda gel.',
  fullDescription: '## Programa\n\nTudo.',
  price: 350,
  duration: '40 horas',
  image: '/images/formacoes/gel.svg',
  type: 'presencial',
  featured: true,
};

const post: BlogPost = {
  id: 3,
  slug: 'cuidados-com-o-gel',
  title: 'Cuidados com o Gel',
  excerpt: 'Resumo.',
  content: 'Texto.',
  image: '/images/blog/gel.svg',
  date: '2026-02-18',
  author: 'Sofia Martins',
  category: 'Cuidados',
};

const validProduct = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductValues(),
  name: 'Gel Builder Rosa',
  description: 'Gel de construção.',
  price: '19.90',
  category: 'unhas',
  images: ['/images/produtos/gel.svg'],
  ...changes,
});

const validCourse = (changes: Partial<CourseFormValues> = {}): CourseFormValues => ({
  ...emptyCourseValues(),
  title: 'Nail Art Avançada',
  description: 'Técnicas de nail art.',
  fullDescription: '## O curso\n\nTexto **forte**.',
  price: '190',
  duration: '16 horas',
  image: '/images/formacoes/nail-art.svg',
  ...changes,
});

const validPost = (changes: Partial<PostFormValues> = {}): PostFormValues => ({
  ...emptyPostValues('2026-11-24', 'Sofia Martins'),
  title: 'Novas Cores de Inverno',
  excerpt: 'As cores da estação.',
  content: 'O **vermelho** volta.',
  image: '/images/blog/inverno.svg',
  category: 'Tendências',
  ...changes,
});

const productContext = { id: 1_700_000_000_000, others: [product], categories };
const courseContext = { id: 1_700_000_000_001, others: [course], categories };
const postContext = { id: 4, others: [post], categories };

describe('product form', () => {
  it('gives the product to save, text trimmed, slug derived, empty order and sale price left out', () => {
    const result = validateForm(
      'products',
      validProduct({
        name: '  Gel Builder Rosa  ',
        description: ' Gel. ',
        stock: '',
        order: ' ',
        salePrice: '',
      }),
      productContext,
    );
    expect(result).toEqual({
      ok: true,
      item: {
        id: productContext.id,
        slug: 'gel-builder-rosa',
        name: 'Gel Builder Rosa',
        description: 'Gel.',
        price: 19.9,
        stock: 0,
        category: 'unhas',
        featured: false,
        isNew: false,
        images: ['/images/produtos/gel.svg'],
      },
    });
  });

  it('keeps a sale price, a subcategory, an order and the flags', () => {
    const result = validateForm(
      'products',
      validProduct({
        salePrice: '15',
        subcategory: 'limas',
        order: '2',
        featured: true,
        isNew: true,
        stock: '7',
      }),
      productContext,
    );
    expect(result.ok && result.item).toMatchObject({
      salePrice: 15,
      subcategory: 'limas',
      order: 2,
      featured: true,
      isNew: true,
      stock: 7,
    });
  });

  it('says what is missing, one message per field, with the spec wording', () => {
    const result = validateForm(
      'products',
      { ...emptyProductValues(), name: '   ', description: '\n', stock: '-1' },
      productContext,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Nome é obrigatório',
        description: 'Descrição é obrigatória',
        price: 'Preço deve ser maior que 0',
        category: 'Categoria é obrigatória',
        stock: 'Stock não pode ser negativo',
        images: 'Pelo menos uma imagem é obrigatória',
      },
    });
  });

  it('reads prices as the owner types them, and refuses one it cannot read', () => {
    const priceOf = (price: string, salePrice = '') => {
      const result = validateForm('products', validProduct({ price, salePrice }), productContext);
      return result.ok ? [result.item.price, result.item.salePrice] : result.errors;
    };
    expect(priceOf('19,90', '14,5')).toEqual([19.9, 14.5]);
    expect(priceOf('1.200,00', '999,99')).toEqual([1200, 999.99]);
    expect(priceOf('19,999')).toEqual({ price: 'Preço deve ter no máximo duas casas decimais' });
    expect(priceOf('19,90 €, ou menos')).toEqual({ price: 'Preço deve ser um número' });
  });

  it('shows a saved price with a comma and two decimals, and reads it back the same', () => {
    expect(productValues({ ...product, price: 4.5, salePrice: 3.9 })).toMatchObject({
      price: '4,50',
      salePrice: '3,90',
    });
    expect(courseValues(course).price).toBe('350,00');
    const again = validateForm('products', productValues(product), { ...productContext, others: [] });
    expect(again.ok && again.item.price).toBe(product.price);
  });

  it('rejects a zero or negative price and ignores blank images', () => {
    expect(validateForm('products', validProduct({ price: '0' }), productContext)).toEqual({
      ok: false,
      errors: { price: 'Preço deve ser maior que 0' },
    });
    expect(validateForm('products', validProduct({ price: '-3' }), productContext)).toEqual({
      ok: false,
      errors: { price: 'Preço deve ser maior que 0' },
    });
    expect(validateForm('products', validProduct({ images: ['  '] }), productContext)).toEqual({
      ok: false,
      errors: { images: 'Pelo menos uma imagem é obrigatória' },
    });
  });

  it('puts the cross rules on their field: sale price not below the price, unknown subcategory', () => {
    const sale = validateForm('products', validProduct({ salePrice: '19.90' }), productContext);
    expect(sale.ok).toBe(false);
    expect(!sale.ok && Object.keys(sale.errors)).toEqual(['salePrice']);

    const sub = validateForm(
      'products',
      validProduct({ subcategory: 'limas', category: 'cores' }),
      productContext,
    );
    expect(sub.ok).toBe(false);
    expect(!sub.ok && Object.keys(sub.errors)).toEqual(['subcategory']);
  });

  it('shows a name whose slug another product has on the name', () => {
    const result = validateForm('products', validProduct({ name: 'Lima  180!' }), productContext);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['name']);
  });

  it('lets the edited product keep its own name (it is not among the others)', () => {
    const result = validateForm('products', productValues(product), {
      id: product.id,
      others: [],
      categories,
    });
    expect(result).toEqual({ ok: true, item: product });
  });

  it('rejects an order below 1 and a stock that is not whole', () => {
    const result = validateForm('products', validProduct({ order: '0', stock: '1.5' }), productContext);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['order', 'stock']);
  });
});

describe('course form', () => {
  it('gives the course to save, trimmed', () => {
    const result = validateForm('courses', validCourse({ title: ' Nail Art Avançada ' }), courseContext);
    expect(result).toEqual({
      ok: true,
      item: {
        id: courseContext.id,
        title: 'Nail Art Avançada',
        description: 'Técnicas de nail art.',
        fullDescription: '## O curso\n\nTexto **forte**.',
        price: 190,
        duration: '16 horas',
        image: '/images/formacoes/nail-art.svg',
        type: 'presencial',
        featured: false,
      },
    });
  });

  it('says what is missing, with the spec wording', () => {
    const result = validateForm(
      'courses',
      { ...emptyCourseValues(), title: ' ', fullDescription: '  \n ' },
      courseContext,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Título é obrigatório',
        description: 'Descrição é obrigatória',
        price: 'Preço deve ser maior que 0',
        duration: 'Duração é obrigatória',
        image: 'Imagem é obrigatória',
        fullDescription: 'Descrição completa é obrigatória',
      },
    });
  });

  it('round-trips an existing course', () => {
    expect(validateForm('courses', courseValues(course), { id: course.id, others: [], categories })).toEqual({
      ok: true,
      item: course,
    });
  });
});

describe('post form', () => {
  it('starts a new post dated today, by the given author', () => {
    expect(emptyPostValues('2026-11-24', 'Sofia Martins')).toMatchObject({
      date: '2026-11-24',
      author: 'Sofia Martins',
    });
  });

  it('gives the post to save with its slug', () => {
    const result = validateForm('posts', validPost({ category: ' Tendências ' }), postContext);
    expect(result).toEqual({
      ok: true,
      item: {
        id: 4,
        slug: 'novas-cores-de-inverno',
        title: 'Novas Cores de Inverno',
        excerpt: 'As cores da estação.',
        content: 'O **vermelho** volta.',
        image: '/images/blog/inverno.svg',
        date: '2026-11-24',
        author: 'Sofia Martins',
        category: 'Tendências',
      },
    });
  });

  it('says what is missing, with the spec wording', () => {
    const result = validateForm(
      'posts',
      { ...emptyPostValues('2026-11-24', ' '), title: ' ', content: ' ' },
      postContext,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Título é obrigatório',
        excerpt: 'Resumo é obrigatório',
        content: 'Conteúdo é obrigatório',
        image: 'Imagem é obrigatória',
        author: 'Autor é obrigatório',
        category: 'Categoria é obrigatória',
      },
    });
  });

  it('shows a title whose slug another post has on the title', () => {
    const result = validateForm('posts', validPost({ title: 'Cuidados com o gel!' }), postContext);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['title']);
  });

  it('round-trips an existing post', () => {
    expect(validateForm('posts', postValues(post), { id: post.id, others: [], categories })).toEqual({
      ok: true,
      item: post,
    });
  });
});

// The limits of the schema module (src/lib/schema.ts), which the content build and the CMS share.
describe('limits and addresses', () => {
  it('refuses a text over its limit, saying how long it is and the most it may be', () => {
    const result = validateForm(
      'products',
      validProduct({ name: 'N'.repeat(TEXT_LIMITS.name + 1), description: 'd'.repeat(5 * 1024 * 1024) }),
      productContext,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Nome tem 121 caracteres; o máximo é 120',
        description: 'Descrição tem 5 242 880 caracteres; o máximo é 20 000',
      },
    });
    expect(
      validateForm('products', validProduct({ name: 'N'.repeat(TEXT_LIMITS.name) }), productContext).ok,
    ).toBe(true);
  });

  it('applies the limits of courses and posts', () => {
    expect(
      validateForm('courses', validCourse({ duration: 'd'.repeat(TEXT_LIMITS.label + 1) }), courseContext),
    ).toEqual({ ok: false, errors: { duration: 'Duração tem 81 caracteres; o máximo é 80' } });
    expect(
      validateForm('posts', validPost({ content: 'c'.repeat(TEXT_LIMITS.article + 1) }), postContext),
    ).toEqual({ ok: false, errors: { content: 'Conteúdo tem 100 001 caracteres; o máximo é 100 000' } });
  });

  it('refuses javascript:, data:, //host and http: pictures, and more than 20 of them', () => {
    const wrong =
      'Imagem deve ser um caminho do site começado por / (por exemplo /images/foto.jpg) ou um endereço https://';
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//x.example/a.jpg',
      'http://x.pt/a.jpg',
    ]) {
      expect(validateForm('products', validProduct({ images: [url] }), productContext)).toEqual({
        ok: false,
        errors: { images: wrong },
      });
      expect(validateForm('posts', validPost({ image: url }), postContext)).toEqual({
        ok: false,
        errors: { image: wrong },
      });
    }
    const many = Array.from({ length: MAX_PRODUCT_IMAGES + 1 }, (_, i) => `/images/produtos/${i}.jpg`);
    expect(validateForm('products', validProduct({ images: many }), productContext)).toEqual({
      ok: false,
      errors: { images: 'No máximo 20 imagens por produto' },
    });
    expect(
      validateForm('products', validProduct({ images: ['https://cdn.example.com/a.jpg'] }), productContext)
        .ok,
    ).toBe(true);
  });

  it('refuses a date that is not in the calendar', () => {
    expect(validateForm('posts', validPost({ date: '2026-13-45' }), postContext)).toEqual({
      ok: false,
      errors: { date: 'Data não existe no calendário' },
    });
  });
});

describe('titles with no letter a-z or digit (★★★, 日本語)', () => {
  it('refuses them for a product or a post, whose address they give, and accepts them for a course', () => {
    for (const name of ['★★★', '日本語']) {
      const result = validateForm('products', validProduct({ name }), productContext);
      expect(!result.ok && result.errors).toEqual({
        name: 'O nome precisa de pelo menos uma letra ou algarismo',
      });
      const post = validateForm('posts', validPost({ title: name }), postContext);
      expect(!post.ok && post.errors).toEqual({
        title: 'O título precisa de pelo menos uma letra ou algarismo',
      });
      // A course has no address; the import gives its file a name of its own (scripts/content/serialize.ts).
      expect(validateForm('courses', validCourse({ title: name }), courseContext).ok).toBe(true);
    }
  });
});

describe('image list', () => {
  it('adds a trimmed URL at the end and ignores blank or repeated ones', () => {
    expect(addImage(['/a.svg'], '  /b.svg ')).toEqual(['/a.svg', '/b.svg']);
    expect(addImage(['/a.svg'], '   ')).toEqual(['/a.svg']);
    expect(addImage(['/a.svg'], ' /a.svg')).toEqual(['/a.svg']);
  });

  it('removes by position', () => {
    expect(removeImage(['/a.svg', '/b.svg', '/c.svg'], 1)).toEqual(['/a.svg', '/c.svg']);
  });
});

describe('post categories', () => {
  it('suggests the fixed categories, then the other ones in use', () => {
    expect(
      postCategorySuggestions([{ category: 'Cuidados' }, { category: 'Eventos ' }, { category: '' }]),
    ).toEqual(['Tendências', 'Cuidados', 'Inspiração', 'Técnicas', 'Produtos', 'Formação', 'Eventos']);
  });
});

describe('firstInvalidField', () => {
  it('is the first field in the order the form shows them', () => {
    expect(firstInvalidField('products', { images: 'x', price: 'y' })).toBe('price');
    expect(firstInvalidField('posts', { content: 'x', category: 'y' })).toBe('category');
    expect(firstInvalidField('courses', {})).toBeUndefined();
  });
});
