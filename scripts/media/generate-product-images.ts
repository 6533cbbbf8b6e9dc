// npm run media:images: draws the sample catalogue's pictures as SVG into public/images/ — the
// product pictures each product's `images` list names (paths /images/products/<slug>-<n>.svg, for
// the kinds of product catalogue-scenes.ts knows how to draw), the category, course, blog, hero
// and testimonial pictures — from the content files and the tables in catalogue-scenes.ts. The
// same content always gives the same files. A product with pictures of its own (a photo, or a
// kind the script cannot draw) is left alone and listed, never overwritten.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentFileError, frontMatterOf, yamlFileData } from '../content/front-matter.ts';
import { exitWhenWritten, terminalText } from '../io/terminal.ts';
import { heroImage, productImage, sceneImage, testimonialImage } from './catalogue-scenes.ts';
import { photoPath, SAMPLE_PHOTOS } from './sample-photos.ts';

/**
 * The sample's photos (npm run media:photos) are made from drawings: where the content names one
 * of them, the drawing beside it is the picture to draw. Any other photo is left alone.
 */
const samplePhotoDrawings = new Map(
  SAMPLE_PHOTOS.map(({ drawing }) => [`/images/${photoPath(drawing)}`, `/images/${drawing}`]),
);
const drawingOf = (image: string) => samplePhotoDrawings.get(image) ?? image;

const PRODUCT_IMAGE = /^\/images\/products\/(.+)-(\d+)\.svg$/;

/** The fields of every Markdown file of `dir` (content/<folder>), read by the one front-matter reader (it runs nothing). */
async function frontMatters(dir: string): Promise<Array<Record<string, unknown>>> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort();
  const shown = (file: string) => `content/${path.basename(dir)}/${file}`;
  return Promise.all(
    files.map(async (file) => frontMatterOf(await readFile(path.join(dir, file), 'utf8'), shown(file)).data),
  );
}

/** Every generated picture: its site path (/images/...) and its SVG text. */
export async function catalogueImages(
  root: string,
  onSkip: (sitePath: string, reason: string) => void = () => {},
): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const content = path.join(root, 'content');

  for (const product of await frontMatters(path.join(content, 'products'))) {
    const name = String(product.name);
    for (const listed of (product.images as string[] | undefined) ?? []) {
      const image = drawingOf(listed);
      const match = PRODUCT_IMAGE.exec(image);
      if (!match) continue;
      try {
        images.set(image, productImage({ slug: match[1]!, name }, Number(match[2])));
      } catch (error) {
        onSkip(image, error instanceof Error ? error.message : String(error));
      }
    }
  }

  const wide = (image: unknown, width: number, height: number) => {
    if (typeof image !== 'string') return;
    const drawing = drawingOf(image);
    if (!drawing.startsWith('/images/') || !drawing.endsWith('.svg')) return;
    images.set(drawing, sceneImage(path.basename(drawing, '.svg'), width, height));
  };
  for (const course of await frontMatters(path.join(content, 'courses'))) wide(course.image, 800, 500);
  for (const post of await frontMatters(path.join(content, 'blog'))) wide(post.image, 800, 500);

  const settings = (file: string) =>
    readFile(path.join(content, 'settings', file), 'utf8').then((text) =>
      yamlFileData(text, `content/settings/${file}`),
    );
  const { categories } = (await settings('categories.yml')) as { categories: Array<{ image?: string }> };
  for (const category of categories) wide(category.image, 600, 400);

  const testimonials = (await settings('testimonials.yml')) as { images: Array<{ image: string }> };
  testimonials.images.forEach(({ image }, i) => images.set(image, testimonialImage(i)));

  // The hero slides are named in src/features/home/home-hero.tsx.
  images.set('/images/hero/slide-1.svg', heroImage('geis-construcao'));
  images.set('/images/hero/slide-2.svg', heroImage('summer-crush'));
  images.set('/images/hero/slide-3.svg', heroImage('lady-in-red'));
  return images;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  let images: Map<string, string>;
  try {
    images = await catalogueImages(root, (sitePath, reason) =>
      console.warn(terminalText(`left alone: ${sitePath} (${reason})`)),
    );
  } catch (error) {
    if (!(error instanceof ContentFileError)) throw error;
    console.error(terminalText(`Nenhuma imagem foi desenhada:\n${error.message}`));
    return exitWhenWritten(1);
  }
  let changed = 0;
  let bytes = 0;
  for (const [sitePath, svg] of images) {
    const file = path.join(root, 'public', sitePath);
    bytes += Buffer.byteLength(svg);
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current === svg) continue;
    await writeFile(file, svg);
    changed++;
  }
  console.log(`${images.size} pictures (${Math.round(bytes / 1024)} KB), ${changed} written.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
