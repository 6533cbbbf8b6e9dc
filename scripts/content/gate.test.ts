// The content build is the gate: every bad file of tests/fixtures/bad-content/ (one per kind of
// mistake a careless or a hostile editor makes, and one bad value per rule of the schema module)
// is put into a copy of the sample content, and the build must refuse it with exactly the listed
// problems (`path:line  field: message`) and write nothing. A change that lets one through fails here.
import { execFile } from 'node:child_process';
import { access, cp, mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../build-content.ts';
import { compileContent } from './compile.ts';
import { formatProblem } from './problems.ts';
import { linkPublicFiles } from './temp-public.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(repoRoot, 'tests/fixtures/bad-content');
// Each case compiles a whole copy of the content (every Markdown text rendered and sanitised):
// a few seconds on a quiet machine, more than the default 5 s when the other core is busy.
vi.setConfig({ testTimeout: 30_000 });

/** A fixture file and where it goes in the copy of the project (replacing a sample file or not). */
type Placement = { fixture: string; to: string };

type GateCase = {
  /** What the editor did. */
  name: string;
  files: Placement[];
  /** Whatever a fixture file cannot hold (a 5 MB text, an 11 MB picture), made in the copy. */
  prepare?: (root: string) => Promise<void>;
  /** The build's problems, in its order. */
  expected: string[];
};

const LINK_MESSAGE = (url: string) =>
  `A ligação "${url}" não pode ser publicada: use um endereço https://, mailto: ou tel:, ou um caminho do site começado por /`;
const URL_MESSAGE = 'Deve ser um endereço web completo, começado por https://';
const IMAGE_URL_MESSAGE =
  'deve ser um caminho do site começado por / (por exemplo /images/foto.jpg) ou um endereço https://';
const missingFile = (sitePath: string) =>
  `O ficheiro public${sitePath} não existe: carregue-o ou corrija o caminho`;
const stray = (what: string, extension: string, holds: string) =>
  `${what}: esta pasta só pode ter ficheiros ${extension} (${holds}); mova-o para outro lugar ou apague-o`;

/** A sparse file of `bytes` bytes: as big as the build sees it, nothing written. */
async function sparseFile(file: string, bytes: number) {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'w');
  await handle.truncate(bytes);
  await handle.close();
}

// The rows of the table of issue 11 that concern content, then each rule of the schema module.
const CASES: GateCase[] = [
  {
    name: 'javascript:, data:, vbscript:, //host and http: addresses in the settings',
    files: [{ fixture: 'business-unsafe-urls.yml', to: 'content/settings/business.yml' }],
    expected: [
      `content/settings/business.yml:20  mapEmbedUrl: ${URL_MESSAGE}`,
      `content/settings/business.yml:21  mapLinkUrl: ${URL_MESSAGE}`,
      `content/settings/business.yml:29  social.0.url: ${URL_MESSAGE}`,
      `content/settings/business.yml:31  social.1.url: ${URL_MESSAGE}`,
      `content/settings/business.yml:33  social.2.url: ${URL_MESSAGE}`,
      `content/settings/business.yml:46  legal.complaintsBookUrl: ${URL_MESSAGE}`,
      `content/settings/business.yml:49  legal.disputeResolution.url: ${URL_MESSAGE}`,
      `content/settings/business.yml:53  legal.dataProtectionAuthority.url: ${URL_MESSAGE}`,
    ],
  },
  {
    name: 'javascript:, data:, //host, http: and ../ picture addresses in a product',
    files: [{ fixture: 'product-unsafe-images.md', to: 'content/products/produto-imagens-perigosas.md' }],
    expected: [
      `content/products/produto-imagens-perigosas.md:7  images.0: Imagem ${IMAGE_URL_MESSAGE}`,
      `content/products/produto-imagens-perigosas.md:8  images.1: Imagem ${IMAGE_URL_MESSAGE}`,
      `content/products/produto-imagens-perigosas.md:9  images.2: Imagem ${IMAGE_URL_MESSAGE}`,
      `content/products/produto-imagens-perigosas.md:10  images.3: Imagem ${IMAGE_URL_MESSAGE}`,
      `content/products/produto-imagens-perigosas.md:11  images.4: Imagem ${IMAGE_URL_MESSAGE}`,
    ],
  },
  {
    name: 'a javascript: picture address in a course, a //host one in a post',
    files: [
      { fixture: 'course-unsafe-image.md', to: 'content/courses/formacao-imagem-perigosa.md' },
      { fixture: 'post-unsafe-image.md', to: 'content/blog/artigo-imagem-perigosa.md' },
    ],
    expected: [
      `content/blog/artigo-imagem-perigosa.md:5  image: Imagem ${IMAGE_URL_MESSAGE}`,
      `content/courses/formacao-imagem-perigosa.md:7  image: Imagem ${IMAGE_URL_MESSAGE}`,
    ],
  },
  {
    name: 'javascript:, data:, vbscript:, http: and //host links in a Markdown text',
    files: [{ fixture: 'post-unsafe-links.md', to: 'content/blog/artigo-ligacoes-perigosas.md' }],
    expected: [
      `content/blog/artigo-ligacoes-perigosas.md:13  content: ${LINK_MESSAGE('javascript:alert(1)')}`,
      `content/blog/artigo-ligacoes-perigosas.md:13  content: ${LINK_MESSAGE('data:text/html;base64,PHNjcmlwdD4=')}`,
      `content/blog/artigo-ligacoes-perigosas.md:15  content: ${LINK_MESSAGE('http://example.com/pagina')}`,
      `content/blog/artigo-ligacoes-perigosas.md:16  content: ${LINK_MESSAGE('//example.com/x')}`,
      `content/blog/artigo-ligacoes-perigosas.md:18  content: ${LINK_MESSAGE('JaVaScRiPt:alert(2)')}`,
      `content/blog/artigo-ligacoes-perigosas.md:22  content: ${LINK_MESSAGE('vbscript:msgbox')}`,
    ],
  },
  {
    name: 'javascript: and http: links in a product description',
    files: [{ fixture: 'product-unsafe-links.md', to: 'content/products/produto-ligacoes-perigosas.md' }],
    expected: [
      `content/products/produto-ligacoes-perigosas.md:12  description: ${LINK_MESSAGE('javascript:alert(1)')}`,
      `content/products/produto-ligacoes-perigosas.md:13  description: ${LINK_MESSAGE('http://example.com/pagina')}`,
    ],
  },
  {
    name: 'a file saved in Latin-1 instead of UTF-8',
    files: [{ fixture: 'product-latin1.md', to: 'content/products/verniz-rosa-palido.md' }],
    expected: [
      'content/products/verniz-rosa-palido.md:3  file: O ficheiro não está gravado em UTF-8 (os acentos ficariam trocados no site): abra-o e grave-o de novo com a codificação UTF-8',
    ],
  },
  {
    name: 'a picture that does not exist (or differs in capitals), in a product',
    files: [{ fixture: 'product-missing-image.md', to: 'content/products/produto-imagem-em-falta.md' }],
    expected: [
      `content/products/produto-imagem-em-falta.md:8  images.1: ${missingFile('/images/products/esta-foto-nao-existe.jpg')}`,
      `content/products/produto-imagem-em-falta.md:9  images.2: ${missingFile('/images/products/Gel-Builder-Pink-50-ml-1.svg')}`,
    ],
  },
  {
    name: 'a .markdown file, a .MD file and a stray file among the products, a folder among the posts',
    files: [
      { fixture: 'product-extension.markdown', to: 'content/products/produto-novo.markdown' },
      { fixture: 'product-upper-case.MD', to: 'content/products/PRODUTO-NOVO.MD' },
      { fixture: 'stray-notes.txt', to: 'content/products/notas.txt' },
      { fixture: 'post-same-title.md', to: 'content/blog/rascunhos/artigo.md' },
    ],
    expected: [
      `content/blog/rascunhos:1  file: ${stray('Pasta inesperada', '.md', 'um artigo por ficheiro')}`,
      'content/products/notas.txt:1  file: ' + stray('Ficheiro inesperado', '.md', 'um produto por ficheiro'),
      'content/products/produto-novo.markdown:1  file: O ficheiro não é lido: o nome deve terminar em .md (minúsculas); mude o nome para produto-novo.md',
      'content/products/PRODUTO-NOVO.MD:1  file: O ficheiro não é lido: o nome deve terminar em .md (minúsculas); mude o nome para PRODUTO-NOVO.md',
    ],
  },
  {
    name: 'a .yaml settings file, and a settings file the site does not know',
    files: [
      { fixture: 'hero-bom.yml', to: 'content/settings/hero.yaml' },
      { fixture: 'hero-bom.yml', to: 'content/settings/destaques.yml' },
    ],
    prepare: (root) => rm(path.join(root, 'content/settings/hero.yml')),
    expected: [
      'content/settings/destaques.yml:1  file: Ficheiro desconhecido: as definições são business.yml, categories.yml, testimonials.yml, hero.yml; mude o nome ou apague-o',
      'content/settings/hero.yaml:1  file: O ficheiro não é lido: o nome deve terminar em .yml (minúsculas); mude o nome para hero.yml',
    ],
  },
  {
    name: 'a blog date 2026-13-45 written without quotes',
    files: [{ fixture: 'post-impossible-date.md', to: 'content/blog/data-impossivel.md' }],
    expected: ['content/blog/data-impossivel.md:6  date: Data não existe no calendário'],
  },
  {
    name: 'two products with the same name, two posts whose titles give the same address',
    files: [
      { fixture: 'product-same-name.md', to: 'content/products/zz-gel-builder-pink-copia.md' },
      { fixture: 'post-same-title.md', to: 'content/blog/zz-nail-art-copia.md' },
    ],
    expected: [
      'content/blog/zz-nail-art-copia.md:3  title: O título dá o mesmo endereço (/blog/nail-art-minimalista-para-o-dia-a-dia) que content/blog/nail-art-minimalista-para-o-dia-a-dia.md: mude um dos títulos',
      'content/products/zz-gel-builder-pink-copia.md:3  name: O nome dá o mesmo identificador ("gel-builder-pink-50-ml") que content/products/gel-builder-pink-50-ml.md: mude um dos nomes',
    ],
  },
  {
    name: 'a product with no name, a negative price, an unknown category and no image: all four at once',
    files: [{ fixture: 'product-four-problems.md', to: 'content/products/produto-quatro-problemas.md' }],
    expected: [
      'content/products/produto-quatro-problemas.md:1  name: Nome é obrigatório',
      'content/products/produto-quatro-problemas.md:1  images: Pelo menos uma imagem é obrigatória',
      'content/products/produto-quatro-problemas.md:3  price: Preço deve ser maior que 0',
      'content/products/produto-quatro-problemas.md:4  category: "perfumes" não é uma categoria da loja',
    ],
  },
  {
    name: 'a 5 MB product description',
    files: [{ fixture: 'product-huge-description.md', to: 'content/products/descricao-enorme.md' }],
    prepare: async (root) => {
      const file = path.join(root, 'content/products/descricao-enorme.md');
      const [front = '', body = ''] = (await readFile(file, 'utf8')).split('\n---\n\n');
      await writeFile(file, `${front}\n---\n\n${body.repeat(Math.ceil((5 * 1024 * 1024) / body.length))}`);
    },
    expected: [
      'content/products/descricao-enorme.md:9  description: Descrição tem 5 242 885 caracteres; o máximo é 20 000',
    ],
  },
  {
    name: 'an 11 MB picture and a 51 MB video',
    files: [{ fixture: 'product-huge-image.md', to: 'content/products/fotografia-enorme.md' }],
    prepare: async (root) => {
      await sparseFile(path.join(root, 'public/images/products/fotografia-enorme.jpg'), 11 * 1024 * 1024);
      // The sample's video, replaced in the copy by a bigger one (a link's target is never written).
      const video = path.join(root, 'public/media/testemunhos.mp4');
      await rm(video);
      await sparseFile(video, 51 * 1024 * 1024);
    },
    expected: [
      'content/products/fotografia-enorme.md:7  images.0: A imagem /images/products/fotografia-enorme.jpg tem 11 MB; o máximo é 10 MB: reduza-a, por exemplo gravando-a com 2000 píxeis de largura',
      'content/settings/testimonials.yml:1  video: O vídeo /media/testemunhos.mp4 tem 51 MB; o máximo é 50 MB: reduza-o ou encurte-o',
    ],
  },
  {
    name: 'front matter written as JavaScript (---js), which gray-matter would run',
    files: [{ fixture: 'product-javascript-front-matter.md', to: 'content/products/produto-js.md' }],
    expected: [
      'content/products/produto-js.md:1  front matter: Em falta: o ficheiro deve começar por uma linha "---", seguida dos campos e de outra linha "---"',
    ],
  },
  {
    name: 'front matter that is not valid YAML',
    files: [{ fixture: 'product-broken-yaml.md', to: 'content/products/produto-yaml.md' }],
    expected: [
      'content/products/produto-yaml.md:5  front matter: Os campos não estão bem escritos (YAML inválido: Map keys must be unique)',
      'content/products/produto-yaml.md:7  front matter: Os campos não estão bem escritos (YAML inválido: Flow sequence in block collection must be sufficiently indented and end with a ])',
    ],
  },
  // Each rule of the schema module, one bad value each.
  {
    name: 'product rules (a): wrong types, decimals, negative stock, unknown category and field, no description',
    files: [{ fixture: 'product-rules-a.md', to: 'content/products/regras-a.md' }],
    expected: [
      'content/products/regras-a.md:2  id: ID deve ser um número',
      'content/products/regras-a.md:3  name: Nome deve ser texto',
      'content/products/regras-a.md:5  price: Preço deve ser um número',
      'content/products/regras-a.md:6  salePrice: Preço promocional deve ter no máximo duas casas decimais',
      'content/products/regras-a.md:7  stock: Stock não pode ser negativo',
      'content/products/regras-a.md:8  category: "cabelos" não é uma categoria da loja',
      'content/products/regras-a.md:9  featured: Destaque deve ser true (sim) ou false (não)',
      'content/products/regras-a.md:10  isNew: Novo deve ser true (sim) ou false (não)',
      'content/products/regras-a.md:11  order: Ordem deve ser maior que 0',
      'content/products/regras-a.md:12  images: Imagens deve ser uma lista de endereços de imagens',
      'content/products/regras-a.md:13  colour: Campo desconhecido (verifique se o nome está bem escrito)',
      'content/products/regras-a.md:15  description: Descrição é obrigatória (o texto escreve-se abaixo da linha --- que fecha os campos)',
    ],
  },
  {
    name: 'product rules (b): whole numbers, too long a name, sale price, subcategory, empty image list, slug',
    files: [{ fixture: 'product-rules-b.md', to: 'content/products/regras-b.md' }],
    expected: [
      'content/products/regras-b.md:2  id: ID deve ser um número inteiro',
      'content/products/regras-b.md:3  name: Nome tem 121 caracteres; o máximo é 120',
      'content/products/regras-b.md:4  price: Preço deve ter no máximo duas casas decimais',
      'content/products/regras-b.md:5  salePrice: Preço promocional deve ser menor que o preço',
      'content/products/regras-b.md:6  stock: Stock deve ser um número inteiro',
      'content/products/regras-b.md:8  subcategory: "stamping" não é uma subcategoria de Unhas',
      'content/products/regras-b.md:9  order: Ordem deve ser um número inteiro',
      'content/products/regras-b.md:10  images: Pelo menos uma imagem é obrigatória',
      'content/products/regras-b.md:11  slug: Campo desconhecido (verifique se o nome está bem escrito)',
    ],
  },
  {
    name: 'product rules (c): id above 0, a name without letters, text for numbers, 21 images, empty and .pdf images',
    files: [{ fixture: 'product-rules-c.md', to: 'content/products/regras-c.md' }],
    expected: [
      'content/products/regras-c.md:1  category: Categoria é obrigatória',
      'content/products/regras-c.md:2  id: ID deve ser maior que 0',
      'content/products/regras-c.md:3  name: O nome precisa de pelo menos uma letra ou algarismo',
      'content/products/regras-c.md:4  price: Preço deve ser maior que 0',
      'content/products/regras-c.md:5  stock: Stock deve ser um número',
      'content/products/regras-c.md:6  order: Ordem deve ser um número',
      'content/products/regras-c.md:7  images: No máximo 20 imagens por produto',
      'content/products/regras-c.md:8  images.0: Imagem vazia: escreva o endereço ou retire-a da lista',
      'content/products/regras-c.md:9  images.1: Imagem deve ser um ficheiro de imagem (.jpg, .jpeg, .png, .webp, .avif, .gif, .svg)',
      'content/products/regras-c.md:9  images.1: O ficheiro public/images/products/ficha-tecnica.pdf não existe: carregue-o ou corrija o caminho',
    ],
  },
  {
    name: 'course rules: missing id, description and text, too long title and duration, price, type, picture',
    files: [
      { fixture: 'course-rules.md', to: 'content/courses/regras.md' },
      { fixture: 'course-rules-b.md', to: 'content/courses/regras-b.md' },
    ],
    expected: [
      'content/courses/regras-b.md:1  type: Tipo é obrigatório',
      'content/courses/regras-b.md:5  price: Preço deve ser maior que 0',
      'content/courses/regras.md:1  id: ID é obrigatório',
      'content/courses/regras.md:1  description: Descrição é obrigatória',
      'content/courses/regras.md:2  title: Título tem 121 caracteres; o máximo é 120',
      'content/courses/regras.md:3  price: Preço deve ser um número',
      'content/courses/regras.md:4  duration: Duração tem 81 caracteres; o máximo é 80',
      'content/courses/regras.md:5  image: O ficheiro public/images/courses/nao-existe.jpg não existe: carregue-o ou corrija o caminho',
      'content/courses/regras.md:6  type: Tipo deve ser presencial, online ou privado',
      'content/courses/regras.md:7  featured: Destaque deve ser true (sim) ou false (não)',
      'content/courses/regras.md:9  fullDescription: Descrição completa é obrigatória (o texto escreve-se abaixo da linha --- que fecha os campos)',
    ],
  },
  {
    name: 'post rules: title, too long excerpt and category, picture type, date format, 29 February 2026, author, text',
    files: [
      { fixture: 'post-rules.md', to: 'content/blog/regras.md' },
      { fixture: 'post-rules-b.md', to: 'content/blog/regras-b.md' },
    ],
    expected: [
      'content/blog/regras-b.md:6  date: Data não existe no calendário',
      'content/blog/regras-b.md:8  category: Categoria tem 81 caracteres; o máximo é 80',
      'content/blog/regras.md:1  author: Autor é obrigatório',
      'content/blog/regras.md:3  title: O título precisa de pelo menos uma letra ou algarismo',
      'content/blog/regras.md:4  excerpt: Resumo tem 501 caracteres; o máximo é 500',
      'content/blog/regras.md:5  image: Imagem deve ser um ficheiro de imagem (.jpg, .jpeg, .png, .webp, .avif, .gif, .svg)',
      'content/blog/regras.md:5  image: O ficheiro public/images/blog/fotografia.pdf não existe: carregue-o ou corrija o caminho',
      'content/blog/regras.md:6  date: Data deve ser escrita aaaa-mm-dd, por exemplo 2026-03-05',
      'content/blog/regras.md:9  content: Conteúdo é obrigatório (o texto escreve-se abaixo da linha --- que fecha os campos)',
    ],
  },
  {
    name: 'page rules: title, a 31st of November, too long description and mission, 3 values, text',
    files: [
      { fixture: 'page-rules.md', to: 'content/pages/termos-condicoes.md' },
      { fixture: 'about-rules.md', to: 'content/pages/sobre.md' },
    ],
    expected: [
      'content/pages/sobre.md:5  mission: O valor tem 2 001 caracteres; o máximo é 2 000',
      'content/pages/sobre.md:7  values: Deve ter exatamente 4 valores',
      'content/pages/termos-condicoes.md:1  title: Campo obrigatório',
      'content/pages/termos-condicoes.md:2  updated: A data não existe no calendário',
      'content/pages/termos-condicoes.md:3  description: O valor tem 501 caracteres; o máximo é 500',
      'content/pages/termos-condicoes.md:5  body: O texto da página é obrigatório (o texto escreve-se abaixo da linha --- que fecha os campos)',
    ],
  },
  {
    name: 'business rules: email, too long text, text for a number, chat number, fee, opening hours, address, unknown field',
    files: [{ fixture: 'business-rules.yml', to: 'content/settings/business.yml' }],
    expected: [
      'content/settings/business.yml:1  address: Campo obrigatório',
      'content/settings/business.yml:5  tagline: O valor tem 501 caracteres; o máximo é 500',
      'content/settings/business.yml:6  email: Deve ser um endereço de email',
      'content/settings/business.yml:7  phone: O valor deve ser texto',
      'content/settings/business.yml:8  openingHours: Deve ter pelo menos um horário',
      'content/settings/business.yml:12  chat.number: Deve ser o número em formato internacional, só algarismos (por exemplo 351912345678)',
      'content/settings/business.yml:31  shipping.fee: O valor deve ser maior que 0',
      'content/settings/business.yml:43  instagram: Campo desconhecido (verifique se o nome está bem escrito)',
    ],
  },
  {
    name: 'categories rules: slug, id, empty name, missing picture, repeated slug',
    files: [{ fixture: 'categories-rules.yml', to: 'content/settings/categories.yml' }],
    expected: [
      'content/settings/categories.yml:86  categories.5.slug: Deve ser um identificador de endereço: letras minúsculas sem acentos, algarismos e hífenes',
      'content/settings/categories.yml:87  categories.5.image: O ficheiro public/images/categories/nova.svg não existe: carregue-o ou corrija o caminho',
      'content/settings/categories.yml:89  categories.5.subcategories.0.id: ID deve ser um número',
      'content/settings/categories.yml:90  categories.5.subcategories.0.name: Campo obrigatório',
      'content/settings/categories.yml:91  categories.5.subcategories.0.slug: Deve ser um identificador de endereço: letras minúsculas sem acentos, algarismos e hífenes',
      'content/settings/categories.yml:94  categories.6.slug: "unhas" aparece em duas categorias',
    ],
  },
  {
    name: 'testimonials rules: 14 pictures, a .mov video, a missing poster, an empty description',
    files: [{ fixture: 'testimonials-rules.yml', to: 'content/settings/testimonials.yml' }],
    expected: [
      'content/settings/testimonials.yml:1  video: O vídeo deve ser um ficheiro de vídeo (.mp4, .webm)',
      'content/settings/testimonials.yml:1  video: O ficheiro public/media/testemunhos.mov não existe: carregue-o ou corrija o caminho',
      'content/settings/testimonials.yml:2  videoPoster: O ficheiro public/media/poster-que-falta.webp não existe: carregue-o ou corrija o caminho',
      'content/settings/testimonials.yml:3  images: Deve ter exatamente 15 imagens',
      'content/settings/testimonials.yml:6  images.0.alt: Campo obrigatório',
    ],
  },
  {
    name: 'hero rules: http: picture, tone, unknown category, missing picture',
    files: [{ fixture: 'hero-rules.yml', to: 'content/settings/hero.yml' }],
    expected: [
      'content/settings/hero.yml:2  slides.0.image: A imagem deve ser um caminho do site começado por / (por exemplo /images/foto.jpg) ou um endereço https://',
      'content/settings/hero.yml:3  slides.0.tone: Deve ser light (claro) ou dark (escuro)',
      'content/settings/hero.yml:6  slides.1.image: O ficheiro public/images/hero/slide-que-falta.jpg não existe: carregue-o ou corrija o caminho',
      'content/settings/hero.yml:8  slides.1.category: "perfumes" não é uma categoria da loja',
    ],
  },
];

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-gate-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A fresh copy of the sample content and pictures at `root`, with the case's files placed. */
async function copyWith(gateCase: Pick<GateCase, 'files' | 'prepare'>): Promise<void> {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await cp(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  await linkPublicFiles(root);
  for (const { fixture, to } of gateCase.files) {
    await mkdir(path.dirname(path.join(root, to)), { recursive: true });
    await cp(path.join(fixtures, fixture), path.join(root, to));
  }
  await gateCase.prepare?.(root);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('the content build refuses every bad file, naming path:line field and what to do', () => {
  const tried: string[] = [];
  const refused: string[] = [];
  afterAll(() => {
    console.log(
      `content gate: ${tried.length} bad cases tried, ${refused.length} refused with exactly the expected problems`,
    );
  });

  it.each(CASES)('$name', async (gateCase) => {
    tried.push(gateCase.name);
    await copyWith(gateCase);
    // The build: refuses (so `npm run content` exits with 1, see below), prints every problem, writes nothing.
    const printed: string[] = [];
    const ok = await buildContent(root, { images: false, reportProblem: (line) => printed.push(line) });
    expect(printed.slice(1)).toEqual(gateCase.expected);
    expect(ok).toBe(false);
    expect(await exists(path.join(root, 'public/products.json'))).toBe(false);
    refused.push(gateCase.name);
  });
});

describe('the content build accepts', () => {
  it('the sample content as it is, in the copy the cases above start from', async () => {
    await copyWith({ files: [] });
    const result = await compileContent(root, 1);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });

  it('a Markdown file and a YAML file that start with a byte-order mark', async () => {
    await copyWith({
      files: [
        { fixture: 'product-bom.md', to: 'content/products/produto-com-bom.md' },
        { fixture: 'hero-bom.yml', to: 'content/settings/hero.yml' },
      ],
    });
    const result = await compileContent(root, 1);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const product = result.content.products.find((p) => p.id === 900009);
    expect(product?.name).toBe('Produto gravado com BOM');
    expect(product?.slug).toBe('produto-gravado-com-bom');
    expect(result.content.settings.hero.slides).toHaveLength(3);
    console.log('content gate: 2 files with a byte-order mark tried, 2 accepted');
  });
});

describe('npm run content', () => {
  it('exits with 1 and prints every problem when a file is bad', async () => {
    await copyWith({
      files: [{ fixture: 'product-four-problems.md', to: 'content/products/produto-quatro-problemas.md' }],
    });
    const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    const run = promisify(execFile)(process.execPath, [tsx, 'scripts/build-content.ts', root], {
      cwd: repoRoot,
    });
    const failure = await run.then(
      () => undefined,
      (error: unknown) => error as { code?: number; stderr?: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      'content/products/produto-quatro-problemas.md:4  category: "perfumes" não é uma categoria da loja',
    );
  }, 60_000);
});
