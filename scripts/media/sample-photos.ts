// npm run media:photos: the sample's few photographs (the home's first hero slide, three products,
// two posts, a course), made from the sample drawings so that the photo pipeline has real JPEGs to
// work on and the pages show photos. Each drawing is rendered at a photo's resolution, softened as
// by a lens, lit from one side with a falloff to the corners, and given sensor grain, then saved
// as a JPEG like the ones a phone or a camera gives. The output is committed (public/images/**.jpg);
// the content points at it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** Which drawing becomes which photo, and how wide the photo is. */
export const SAMPLE_PHOTOS = [
  { drawing: 'hero/slide-2.svg', width: 2400 },
  { drawing: 'products/cabine-led-uv-48-w-1.svg', width: 1600 },
  { drawing: 'products/gel-builder-clear-50-ml-1.svg', width: 1600 },
  { drawing: 'products/gel-polish-mocha-10-ml-1.svg', width: 1600 },
  { drawing: 'blog/tendencias-outono-inverno-2026-o-regresso-do-vermelho.svg', width: 1800 },
  { drawing: 'blog/remocao-segura-proteja-a-saude-das-suas-unhas.svg', width: 1800 },
  { drawing: 'courses/formacao-inicial-de-unhas-de-gel.svg', width: 1800 },
] as const;

/** The photo's path beside its drawing: products/a-1.svg gives products/a-1.jpg. */
export const photoPath = (drawing: string) => drawing.replace(/\.svg$/, '.jpg');

/** A deterministic pseudo-random sequence (the same photos on every run). */
function randomFrom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
}

export async function samplePhoto(svg: Buffer, width: number, seed: number): Promise<Buffer> {
  const rendered = await sharp(svg, { density: 300 })
    .resize({ width })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  const { height = width } = await sharp(rendered).metadata();
  // Light from the upper left, falling off towards the corners.
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      '<radialGradient id="l" cx="0.3" cy="0.25" r="0.95"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/>' +
      '<stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>' +
      `</radialGradient></defs><rect width="${width}" height="${height}" fill="url(#l)"/></svg>`,
  );
  // Grain: a grey field around the middle, at the sensor's scale, blended in softly.
  const random = randomFrom(seed);
  const grainWidth = Math.ceil(width / 2);
  const grainHeight = Math.ceil(height / 2);
  const noise = Buffer.alloc(grainWidth * grainHeight);
  for (let index = 0; index < noise.length; index++) {
    noise[index] = Math.max(0, Math.min(255, Math.round(128 + (random() + random() + random() - 1.5) * 22)));
  }
  const grain = await sharp(noise, { raw: { width: grainWidth, height: grainHeight, channels: 1 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .png()
    .toBuffer();
  return sharp(rendered)
    .blur(0.8)
    .composite([
      { input: light, blend: 'over' },
      { input: grain, blend: 'soft-light' },
    ])
    .modulate({ saturation: 0.92 })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const images = path.join(root, 'public', 'images');
  let total = 0;
  for (const [index, { drawing, width }] of SAMPLE_PHOTOS.entries()) {
    const photo = await samplePhoto(await readFile(path.join(images, drawing)), width, index + 1);
    await writeFile(path.join(images, photoPath(drawing)), photo);
    total += photo.length;
    console.log(`${photoPath(drawing)}: ${(photo.length / 1024).toFixed(0)} KB`);
  }
  console.log(`${SAMPLE_PHOTOS.length} photos, ${(total / 1024).toFixed(0)} KB in all.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
