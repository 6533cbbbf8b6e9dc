// npm run media:videos: renders the two short looping videos of the site and their posters into
// public/media/ (needs ffmpeg with libx264 on the PATH):
//   intro.mp4        home page: a slow pan along a shelf of the shop's products
//   testemunhos.mp4  testimonials page: a slow pan along nail tips painted like the students' work
// Each frame is an SVG drawing of the catalogue studio (catalogue-art.ts) rendered with sharp at
// the size the video is encoded at, 1280×720 (the pages show it at most about 900 CSS pixels
// wide, so it stays sharp on high-density screens). The shelf moves a whole number of pixels per
// frame and repeats, so the last frame leads into the first without a jump, and the encoder
// predicts each frame almost fully from the previous one: the files stay small (H.264, muted, no
// audio track, `+faststart` so playback starts before the whole file is loaded).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { dropperBottle, jar, ledLamp, skinBackdrop, studio, tube } from './catalogue-art.ts';
import { arrange, bottleItem, hand, type Item } from './catalogue-scenes.ts';
import { SvgDoc } from './svg-kit.ts';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
/** Pixels the shelf moves each frame: a whole number, so frames repeat exactly. */
const SPEED = 8;

type Video = {
  name: string;
  /** x264 quality (lower is better and larger): each video is kept near 200 KB. */
  crf: number;
  /** The backdrop (fixed in the frame) and one period of the moving shelf, `period` wide. */
  draw: (doc: SvgDoc) => { backdrop: string; shelf: string; period: number };
};

/**
 * Items side by side from x = 0, each in a slot of its own width; returns them and the row width,
 * rounded up to a whole number of frames' moves.
 */
function row(slots: Array<[width: number, item: (x: number) => Item]>): { items: Item[]; width: number } {
  let x = 0;
  const items = slots.map(([width, item]) => {
    const placed = item(x + width / 2);
    x += width;
    return placed;
  });
  return { items, width: Math.ceil(x / SPEED) * SPEED };
}

const FLOOR = 640;

export const VIDEOS: Video[] = [
  {
    name: 'intro',
    crf: 27,
    draw: (doc) => {
      const bottle = (colour: string, dy = 0): [number, (x: number) => Item] => [
        230,
        (x) => bottleItem(doc, colour, x, FLOOR + dy, 1.6),
      ];
      const { items, width } = row([
        bottle('Rosa Ballet'),
        [
          280,
          (x) => ({
            body: jar(doc, '#f3b6c2', 'BUILDER GEL', ['PINK', '50 ml']),
            x,
            y: FLOOR + 20,
            scale: 1.55,
            width: 150,
          }),
        ],
        bottle('Vermelho Paixão', 10),
        [
          220,
          (x) => ({
            body: tube(doc, '#f1c6c8', 'ACRYGEL', ['NATURAL PINK', '30 g']),
            x,
            y: FLOOR,
            scale: 1.55,
            width: 120,
          }),
        ],
        bottle('Nude Areia', 16),
        [450, (x) => ({ body: ledLamp(doc, true), x, y: FLOOR - 6, scale: 1.45, width: 260 })],
        bottle('Malva Suave', 8),
        [
          280,
          (x) => ({
            body: jar(doc, '#eef0f0', 'BUILDER GEL', ['CLEAR', '50 ml'], true),
            x,
            y: FLOOR + 14,
            scale: 1.55,
            width: 150,
          }),
        ],
        bottle('Azul Meia-Noite'),
        [
          210,
          (x) => ({
            body: dropperBottle(doc, '#b8742e', 'PRIMER', ['SEM ÁCIDO', '10 ml']),
            x,
            y: FLOOR + 12,
            scale: 1.65,
            width: 84,
          }),
        ],
      ]);
      return { backdrop: studio(doc, '#f3ece8', 0.74), shelf: arrange(doc, items), period: width };
    },
  },
  {
    name: 'testemunhos',
    crf: 28,
    draw: (doc) => {
      // Four of the testimonial close-ups side by side (floral, cat eye, baby boomer, two colours).
      const { items, width } = row(
        [4, 6, 8, 12].map((index): [number, (x: number) => Item] => [
          600,
          (x) => ({ body: hand(doc, index), x: x - 310, y: -100, scale: 1.6, width: 0, flat: true }),
        ]),
      );
      return { backdrop: skinBackdrop(doc, '#f1d9cc'), shelf: arrange(doc, items), period: width };
    },
  },
];

/** The SVG of one frame: the shelf shifted left by `offset`, repeated to fill the frame. */
export function frames(video: Video): { count: number; frame: (index: number) => string } {
  const doc = new SvgDoc(WIDTH, HEIGHT);
  const { backdrop, shelf, period } = video.draw(doc);
  if (period % SPEED !== 0)
    throw new Error(`${video.name}: the shelf (${period} px) is not a multiple of ${SPEED} px`);
  const copy = doc.use('shelf', () => shelf);
  const copies = Math.ceil(WIDTH / period) + 1;
  return {
    count: period / SPEED,
    frame: (index) => {
      const offset = (index * SPEED) % period;
      const body = Array.from(
        { length: copies },
        (_, k) => `<g transform="translate(${k * period - offset} 0)">${copy}</g>`,
      ).join('');
      return doc.render(backdrop + body);
    },
  };
}

function waitForExit(child: ReturnType<typeof spawn>, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${what} exited with ${code}`))));
  });
}

async function encode(video: Video, outDir: string) {
  const { count, frame } = frames(video);
  const target = path.join(outDir, `${video.name}.mp4`);
  // prettier-ignore
  const ffmpeg = spawn('ffmpeg', [
    '-y', '-loglevel', 'error',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', '-',
    '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(video.crf), '-g', '1000',
    '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', target,
  ], { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = waitForExit(ffmpeg, 'ffmpeg');
  for (let i = 0; i < count; i++) {
    const rgb = await sharp(Buffer.from(frame(i)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin!.write(rgb)) await new Promise((resolve) => ffmpeg.stdin!.once('drain', resolve));
  }
  ffmpeg.stdin!.end();
  await done;
  await sharp(Buffer.from(frame(0)))
    .webp({ quality: 82 })
    .toFile(path.join(outDir, `${video.name}-poster.webp`));
  console.log(`${target}: ${count} frames (${(count / FPS).toFixed(1)} s)`);
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const only = process.argv.slice(2);
  for (const video of VIDEOS)
    if (only.length === 0 || only.includes(video.name))
      await encode(video, path.join(root, 'public', 'media'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
