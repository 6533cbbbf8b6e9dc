// Small helpers for hand-written SVG: colour arithmetic, a document that collects shared
// gradients under short ids, and a seeded random generator so every run draws the same picture.

export type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` with `other` by `amount` (0 = hex, 1 = other). */
export function mix(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

/** Relative luminance (0 black, 1 white), to pick a readable label colour. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A deterministic pseudo-random sequence (mulberry32) in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number for a string (FNV-1a), to seed the random sequence of one picture. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Rounds to one decimal and drops a trailing ".0", to keep the files small. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export type Stop = [offset: number, color: string, opacity?: number];

const stopsSvg = (stops: Stop[]) =>
  stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');

/** One SVG picture: the gradients it uses are declared once, whichever drawing asks first. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly ids = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private define(key: string, make: (id: string) => string): string {
    let id = this.ids.get(key);
    if (!id) {
      id = `g${this.ids.size.toString(36)}`;
      this.ids.set(key, id);
      this.defs.push(make(id));
    }
    return `url(#${id})`;
  }

  /** A linear gradient; `dir` is "x1 y1 x2 y2" in the box of the shape (0..1). */
  linear(stops: Stop[], dir = '0 0 1 0'): string {
    const [x1, y1, x2, y2] = dir.split(' ');
    return this.define(
      `l${dir}${JSON.stringify(stops)}`,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
    );
  }

  /** A radial gradient centred at (cx, cy) of the shape's box, radius r of it. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.define(
      `r${cx} ${cy} ${r}${JSON.stringify(stops)}`,
      (id) =>
        `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopsSvg(stops)}</radialGradient>`,
    );
  }

  /** Any other definition (a symbol, a clip path) under a key; returns its id. */
  raw(key: string, make: (id: string) => string): string {
    return this.define(`x${key}`, make).slice(5, -1);
  }

  /** Drawing shared by several objects of the picture: defined once, then `<use>`d. */
  use(key: string, make: () => string): string {
    const id = this.raw(`use${key}`, (id) => `<g id="${id}">${make()}</g>`);
    return `<use href="#${id}"/>`;
  }

  render(body: string, viewBox = `0 0 ${this.width} ${this.height}`): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${this.width}" height="${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>\n`
    );
  }
}

/** `<g transform>` around some drawing. */
export function place(body: string, x: number, y: number, scale = 1, rotate = 0): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate) parts.push(`rotate(${n(rotate)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return `<g transform="${parts.join(' ')}">${body}</g>`;
}
