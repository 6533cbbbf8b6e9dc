// The drawings of the catalogue pictures. One studio: a warm neutral backdrop that sweeps into the
// floor, one key light from the upper left (highlights on the left of every object, shadows
// falling to the right). Every product is drawn standing on the floor with its bottom centre at
// (0, 0), so a scene places it with `place()`.
import { luminance, mix, n, seeded, shade, type SvgDoc } from './svg-kit.ts';

export const LABEL_FONT = 'Arial,Helvetica,sans-serif';
const INK = '#3b3134';
const GOLD = '#c8a27a';

/** The studio backdrop of a w×h picture; `floor` is where the wall meets the floor (0..1). */
export function studio(doc: SvgDoc, tint = '#f3ece8', floor = 0.7): string {
  const { width: w, height: h } = doc;
  const wall = doc.linear(
    [
      [0, shade(tint, 0.55)],
      [floor - 0.08, shade(tint, 0.1)],
      [floor + 0.02, shade(tint, -0.035)],
      [1, shade(tint, 0.3)],
    ],
    '0 0 0 1',
  );
  const key = doc.radial(
    [
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ],
    0.18,
    0.05,
    0.75,
  );
  const falloff = doc.linear(
    [
      [0.45, '#6b4f46', 0],
      [1, '#6b4f46', 0.1],
    ],
    '0 0 1 0.4',
  );
  return `<rect width="${w}" height="${h}" fill="${wall}"/><rect width="${w}" height="${h}" fill="${key}"/><rect width="${w}" height="${h}" fill="${falloff}"/>`;
}

/** The soft floor shadow of an object `width` wide standing at (x, y); it falls to the right. */
export function floorShadow(doc: SvgDoc, x: number, y: number, width: number): string {
  const soft = doc.radial([
    [0, '#4a3530', 0.38],
    [1, '#4a3530', 0],
  ]);
  const contact = doc.radial([
    [0, '#2e2220', 0.55],
    [1, '#2e2220', 0],
  ]);
  return (
    `<ellipse cx="${n(x + width * 0.16)}" cy="${n(y + 2)}" rx="${n(width * 0.68)}" ry="${n(width * 0.11)}" fill="${soft}"/>` +
    `<ellipse cx="${n(x + width * 0.04)}" cy="${n(y)}" rx="${n(width * 0.5)}" ry="${n(width * 0.045)}" fill="${contact}"/>`
  );
}

/** The shadow of a flat object lying on the floor: its outline offset to the lower right. */
export function liftShadow(shape: string): string {
  return `<g fill="#4a3530"><g transform="translate(7 9)" opacity=".08">${shape}</g><g transform="translate(4 5)" opacity=".1">${shape}</g></g>`;
}

/** Horizontal shading of a rounded body lit from the left. */
export function bodyFill(doc: SvgDoc, color: string): string {
  return doc.linear([
    [0, shade(color, -0.1)],
    [0.16, shade(color, 0.3)],
    [0.4, color],
    [0.86, shade(color, -0.25)],
    [1, shade(color, -0.4)],
  ]);
}

/** Black lacquer (caps, lids, handles). */
const lacquer = (doc: SvgDoc) =>
  doc.linear([
    [0, '#2a2426'],
    [0.18, '#6d6467'],
    [0.4, '#2b2527'],
    [1, '#121011'],
  ]);

/** Brushed gold (collars and rings). */
const goldFill = (doc: SvgDoc) =>
  doc.linear([
    [0, '#9c7a57'],
    [0.2, '#f1dcbc'],
    [0.55, GOLD],
    [1, '#86654a'],
  ]);

/** Polished steel. */
export const steelFill = (doc: SvgDoc, dir = '0 0 1 0') =>
  doc.linear(
    [
      [0, '#8d9096'],
      [0.25, '#f4f5f7'],
      [0.5, '#b9bcc2'],
      [0.8, '#e3e5e8'],
      [1, '#7d8086'],
    ],
    dir,
  );

/** A vertical specular highlight of glossy objects. */
function gloss(doc: SvgDoc, x: number, y: number, w: number, h: number, strength = 0.75): string {
  const fill = doc.linear(
    [
      [0, '#ffffff', 0],
      [0.15, '#ffffff', strength],
      [0.7, '#ffffff', strength * 0.35],
      [1, '#ffffff', 0],
    ],
    '0 0 0 1',
  );
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="${fill}"/>`;
}

/** A small paper label with the product type and, smaller, the colour or size. */
function label(x: number, y: number, w: number, h: number, title: string, lines: string[] = []): string {
  const size = Math.min(h * 0.24, (w * 0.82) / (title.length * 0.72));
  const texts = lines
    .filter(Boolean)
    .map((line, i) => {
      const small = Math.min(size * 0.72, (w * 0.86) / (line.length * 0.64));
      return `<text x="0" y="${n(y + h * 0.45 + size * 0.35 + (i + 1) * small * 1.45)}" font-size="${n(small)}" letter-spacing=".4" fill="#7a6a6e">${line}</text>`;
    })
    .join('');
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="2" fill="#fbf8f6" opacity=".95"/>` +
    `<g font-family="${LABEL_FONT}" text-anchor="middle"><text x="0" y="${n(y + h * 0.45)}" font-size="${n(size)}" font-weight="700" letter-spacing="1.2" fill="${INK}">${title}</text>${texts}</g>`
  );
}

export type Finish = 'cream' | 'glitter' | 'cateye' | 'clear' | 'milky' | 'pearl';

/** A 10 ml gel polish bottle with its tall brush cap. */
export function polishBottle(
  doc: SvgDoc,
  color: string,
  title: string,
  lines: string[],
  finish: Finish = 'cream',
  seed = 1,
): string {
  const clear = finish === 'clear';
  const fill = clear
    ? doc.linear([
        [0, '#cfc7c2'],
        [0.16, '#fdfbfa'],
        [0.45, '#ebe5e1'],
        [1, '#bdb4ae'],
      ])
    : bodyFill(doc, color);
  let extra = '';
  if (clear) {
    extra = `<rect x="-3" y="-150" width="6" height="112" fill="#3a3234" opacity=".5"/><path d="M-5 -40h10l-2 16h-6z" fill="#3a3234" opacity=".45"/>`;
  } else if (finish === 'glitter') {
    const random = seeded(seed);
    for (let i = 0; i < 26; i++) {
      const x = -44 + random() * 88;
      const y = -140 + random() * 132;
      extra += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.8 + random() * 1.6)}" fill="${i % 3 ? '#fff6dd' : '#d8b56f'}" opacity=".85"/>`;
    }
  } else if (finish === 'cateye') {
    const band = doc.linear(
      [
        [0.25, '#ffffff', 0],
        [0.5, '#f2f3f8', 0.7],
        [0.75, '#ffffff', 0],
      ],
      '0 0 1 1',
    );
    extra = `<rect x="-50" y="-148" width="100" height="148" rx="20" fill="${band}"/>`;
  } else if (finish === 'pearl') {
    const sheen = doc.radial(
      [
        [0, '#ffffff', 0.55],
        [1, '#ffffff', 0],
      ],
      0.35,
      0.3,
      0.6,
    );
    extra = `<rect x="-50" y="-148" width="100" height="148" rx="20" fill="${sheen}"/>`;
  }
  return (
    `<rect x="-50" y="-148" width="100" height="148" rx="20" fill="${fill}"/>${extra}` +
    label(-36, -98, 72, 50, title, lines) +
    doc.use(
      'bottle',
      () =>
        `<rect x="-50" y="-148" width="100" height="148" rx="20" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="2"/>` +
        gloss(doc, -41, -140, 9, 124) +
        `<rect x="-26" y="-160" width="52" height="14" rx="3" fill="${goldFill(doc)}"/>` +
        `<rect x="-23" y="-268" width="46" height="110" rx="9" fill="${lacquer(doc)}"/>` +
        gloss(doc, -17, -262, 5, 96, 0.45),
    )
  );
}

/** A wide builder-gel jar (or a small pot when `scale` < 1) showing the gel through clear glass. */
export function jar(doc: SvgDoc, color: string, title: string, lines: string[], translucent = false): string {
  const glass = doc.linear([
    [0, '#d7d0cb', 0.9],
    [0.15, '#ffffff', 0.95],
    [0.5, '#efe9e5', 0.85],
    [1, '#c4bbb5', 0.95],
  ]);
  const gel = translucent
    ? doc.linear([
        [0, shade(color, -0.12), 0.7],
        [0.2, '#ffffff', 0.8],
        [1, shade(color, -0.2), 0.75],
      ])
    : bodyFill(doc, color);
  return (
    doc.use('jarGlass', () => `<rect x="-72" y="-94" width="144" height="94" rx="16" fill="${glass}"/>`) +
    `<rect x="-64" y="-74" width="128" height="66" rx="10" fill="${gel}"/>` +
    doc.use(
      'jarLid',
      () =>
        gloss(doc, -64, -88, 8, 78, 0.8) +
        `<rect x="-76" y="-98" width="152" height="8" rx="2" fill="${goldFill(doc)}"/>` +
        `<rect x="-76" y="-132" width="152" height="38" rx="9" fill="${lacquer(doc)}"/>` +
        gloss(doc, -66, -128, 30, 5, 0.4),
    ) +
    label(-44, -64, 88, 44, title, lines)
  );
}

/** A squeeze tube standing on its cap (acrygel, foot cream). */
export function tube(doc: SvgDoc, color: string, title: string, lines: string[], capColor?: string): string {
  const body = doc.linear([
    [0, '#d9d2ce'],
    [0.18, '#ffffff'],
    [0.5, '#f3eeeb'],
    [1, '#c8bfba'],
  ]);
  const xAt = (y: number) => 40 + (18 * (-44 - y)) / 194;
  const band = (y1: number, y2: number) =>
    `M${n(-xAt(y1))} ${y1}L${n(xAt(y1))} ${y1}L${n(xAt(y2))} ${y2}L${n(-xAt(y2))} ${y2}Z`;
  const ridges = Array.from({ length: 9 }, (_, i) => `M${-52 + i * 13} -252v14`).join('');
  return (
    doc.use(
      'tube',
      () =>
        `<path d="M-40 -44L-58 -238H58L40 -44Z" fill="${body}"/>` +
        `<rect x="-60" y="-254" width="120" height="18" rx="2" fill="${body}"/>` +
        `<path d="${ridges}" stroke="#b3aaa5" stroke-width="1.4"/>` +
        gloss(doc, -46, -226, 8, 170, 0.7),
    ) +
    `<path d="${band(-94, -70)}" fill="${bodyFill(doc, color)}"/>` +
    `<g transform="translate(0 -150)">${label(-40, -34, 80, 56, title, lines).replace('fill="#fbf8f6" opacity=".95"', 'fill="none"')}</g>` +
    `<rect x="-32" y="-48" width="64" height="48" rx="6" fill="${capColor ? bodyFill(doc, capColor) : lacquer(doc)}"/>`
  );
}

/** A dropper bottle (primer, dehydrator): amber or clear glass, black collar and rubber bulb. */
export function dropperBottle(doc: SvgDoc, glassColor: string, title: string, lines: string[]): string {
  return (
    `<rect x="-42" y="-124" width="84" height="124" rx="16" fill="${bodyFill(doc, glassColor)}"/>` +
    gloss(doc, -34, -116, 7, 100) +
    label(-32, -92, 64, 52, title, lines) +
    doc.use(
      'dropper',
      () =>
        `<rect x="-22" y="-152" width="44" height="32" rx="4" fill="${lacquer(doc)}"/>` +
        `<path d="M-22 -146h44M-22 -138h44M-22 -130h44" stroke="#000" stroke-opacity=".35"/>` +
        `<path d="M-17 -152C-19 -184-14-210 0-212C14-210 19-184 17-152Z" fill="${lacquer(doc)}"/>` +
        gloss(doc, -12, -200, 4, 40, 0.4),
    )
  );
}

/** A tall 500 ml bottle with a flip cap (cleaner). */
export function tallBottle(doc: SvgDoc, color: string, title: string, lines: string[]): string {
  return (
    `<rect x="-54" y="-236" width="108" height="236" rx="20" fill="${bodyFill(doc, '#f6f2ef')}"/>` +
    `<rect x="-54" y="-120" width="108" height="60" fill="${bodyFill(doc, color)}" opacity=".9"/>` +
    gloss(doc, -45, -226, 9, 212) +
    label(-40, -196, 80, 64, title, lines) +
    `<path d="M-30 -236L-24 -262H24L30 -236Z" fill="${bodyFill(doc, '#ece7e3')}"/>` +
    `<rect x="-26" y="-276" width="52" height="16" rx="5" fill="${bodyFill(doc, '#f3efec')}"/>`
  );
}

export type NailShape = 'square' | 'oval' | 'almond' | 'stiletto' | 'coffin' | 'toe';

/** A nail plate `w` wide and `l` long: cuticle at y = 0, free edge at y = -l. */
export function nailPath(w: number, l: number, shape: NailShape): string {
  const h = w / 2;
  const base = `M${n(-h)} ${n(-w * 0.12)}C${n(-h)} ${n(w * 0.16)} ${n(h)} ${n(w * 0.16)} ${n(h)} ${n(-w * 0.12)}`;
  switch (shape) {
    case 'square':
      return `${base}L${n(h)} ${n(-l + 4)}Q${n(h)} ${n(-l)} ${n(h - 4)} ${n(-l)}H${n(-h + 4)}Q${n(-h)} ${n(-l)} ${n(-h)} ${n(-l + 4)}Z`;
    case 'oval':
    case 'toe':
      return `${base}L${n(h)} ${n(-l + h)}A${n(h)} ${n(h)} 0 0 0 ${n(-h)} ${n(-l + h)}Z`;
    case 'almond':
      return `${base}L${n(h)} ${n(-l * 0.55)}C${n(h)} ${n(-l * 0.85)} ${n(w * 0.14)} ${n(-l)} 0 ${n(-l)}C${n(-w * 0.14)} ${n(-l)} ${n(-h)} ${n(-l * 0.85)} ${n(-h)} ${n(-l * 0.55)}Z`;
    case 'stiletto':
      return `${base}L${n(h)} ${n(-l * 0.45)}C${n(h)} ${n(-l * 0.72)} ${n(w * 0.06)} ${n(-l * 0.94)} 0 ${n(-l)}C${n(-w * 0.06)} ${n(-l * 0.94)} ${n(-h)} ${n(-l * 0.72)} ${n(-h)} ${n(-l * 0.45)}Z`;
    case 'coffin':
      return `${base}L${n(h)} ${n(-l * 0.5)}L${n(w * 0.3)} ${n(-l)}H${n(-w * 0.3)}L${n(-h)} ${n(-l * 0.5)}Z`;
  }
}

export type NailDesign = {
  color: string;
  /** A second colour: the french tip, the baby-boomer fade, the cat-eye band, flowers, stones. */
  accent?: string;
  pattern?: 'solid' | 'french' | 'fade' | 'cateye' | 'flower' | 'stones' | 'chrome' | 'line' | 'glitter';
  matte?: boolean;
};

/** A painted nail plate with its design and gloss. */
export function paintedNail(
  doc: SvgDoc,
  w: number,
  l: number,
  shape: NailShape,
  design: NailDesign,
  seed = 1,
): string {
  const path = nailPath(w, l, shape);
  const { color, accent = '#ffffff', pattern = 'solid' } = design;
  let fill = bodyFill(doc, color);
  if (pattern === 'fade')
    fill = doc.linear(
      [
        [0.15, accent],
        [0.75, color],
      ],
      '0 0 0 1',
    );
  if (pattern === 'chrome')
    fill = doc.linear(
      [
        [0, '#6f7279'],
        [0.22, '#ffffff'],
        [0.42, '#a9adb5'],
        [0.62, '#eef0f3'],
        [1, '#5c5f66'],
      ],
      '0 0 1 0.3',
    );
  let over = '';
  const clipId = doc.raw(
    `nail${w}:${l}:${shape}`,
    (id) => `<clipPath id="${id}"><path d="${path}"/></clipPath>`,
  );
  if (pattern === 'french')
    over = `<path d="M${n(-w)} ${n(-l * 0.72)}Q0 ${n(-l * 0.6)} ${n(w)} ${n(-l * 0.72)}V${n(-l - 4)}H${n(-w)}Z" fill="${accent}"/>`;
  if (pattern === 'cateye') {
    const band = doc.linear(
      [
        [0.3, accent, 0],
        [0.5, accent, 0.85],
        [0.7, accent, 0],
      ],
      '0 1 1 0',
    );
    over = `<rect x="${n(-w)}" y="${n(-l - 4)}" width="${n(w * 2)}" height="${n(l + w)}" fill="${band}"/>`;
  }
  if (pattern === 'flower') {
    const petal = (cx: number, cy: number, r: number) =>
      Array.from({ length: 5 }, (_, i) => {
        const a = (i * 72 * Math.PI) / 180;
        return `<circle cx="${n(cx + Math.cos(a) * r)}" cy="${n(cy + Math.sin(a) * r)}" r="${n(r * 0.75)}"/>`;
      }).join('') + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.5)}" fill="${GOLD}"/>`;
    over = `<g fill="${accent}">${petal(-w * 0.12, -l * 0.55, w * 0.13)}${petal(w * 0.22, -l * 0.3, w * 0.08)}</g>`;
  }
  if (pattern === 'stones')
    over = [0, 1, 2]
      .map((i) => {
        const x = (i - 1) * w * 0.22;
        const r = i === 1 ? w * 0.1 : w * 0.07;
        return `<circle cx="${n(x)}" cy="${n(-w * 0.14 - (i === 1 ? 2 : 0))}" r="${n(r)}" fill="${doc.radial(
          [
            [0, '#ffffff'],
            [0.5, '#e8eef6'],
            [1, '#9aa3b3'],
          ],
          0.35,
          0.3,
          0.7,
        )}"/>`;
      })
      .join('');
  if (pattern === 'line')
    over = `<path d="M${n(-w * 0.2)} ${n(-l * 0.15)}C${n(w * 0.3)} ${n(-l * 0.4)} ${n(-w * 0.3)} ${n(-l * 0.6)} ${n(w * 0.15)} ${n(-l * 0.9)}" fill="none" stroke="${accent}" stroke-width="${n(w * 0.06)}" stroke-linecap="round"/>`;
  if (pattern === 'glitter') {
    const random = seeded(seed);
    over = Array.from(
      { length: 14 },
      () =>
        `<circle cx="${n((random() - 0.5) * w)}" cy="${n(-random() * l)}" r="${n(w * (0.02 + random() * 0.03))}" fill="${accent}"/>`,
    ).join('');
  }
  const shine = design.matte
    ? ''
    : `<path d="M${n(-w * 0.3)} ${n(-w * 0.05)}C${n(-w * 0.36)} ${n(-l * 0.4)} ${n(-w * 0.3)} ${n(-l * 0.7)} ${n(-w * 0.16)} ${n(-l * 0.82)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${n(w * 0.1)}" stroke-linecap="round"/>`;
  return `<path d="${path}" fill="${fill}"/><g clip-path="url(#${clipId})">${over}${shine}</g>`;
}

/** A press-on nail tip standing upright on the floor, as used for colour swatches. */
export function nailTip(doc: SvgDoc, design: NailDesign, shape: NailShape = 'coffin', seed = 1): string {
  return `<g transform="translate(0 -6)">${paintedNail(doc, 46, 118, shape, design, seed)}</g><rect x="-22" y="-8" width="44" height="8" rx="3" fill="${shade(design.color, -0.3)}" opacity=".35"/>`;
}

/** A nail file lying on the floor, 300 long, centred on (0, 0) along the x axis. */
export function nailFile(doc: SvgDoc, kind: 'zebra' | 'banana' | 'straight', color = '#8e8590'): string {
  if (kind === 'banana') {
    const outline =
      'M-150 6C-90 -40 90 -40 150 6C154 12 150 20 142 18C80 -18 -80 -18 -142 18C-150 20 -154 12 -150 6Z';
    return (
      liftShadow(`<path d="${outline}"/>`) +
      `<path d="${outline}" fill="${doc.linear(
        [
          [0, shade(color, 0.35)],
          [1, shade(color, -0.15)],
        ],
        '0 0 0 1',
      )}"/>` +
      `<path d="M-136 8C-80 -28 80 -28 136 8" fill="none" stroke="${shade(color, 0.55)}" stroke-width="3" opacity=".7"/>` +
      `<text x="0" y="-10" font-family="${LABEL_FONT}" font-size="9" font-weight="700" letter-spacing="2" text-anchor="middle" fill="#ffffff" opacity=".8">180 / 240</text>`
    );
  }
  const outline = '<rect x="-150" y="-17" width="300" height="34" rx="17"/>';
  if (kind === 'zebra') {
    const clip = doc.raw('zebra', (id) => `<clipPath id="${id}">${outline}</clipPath>`);
    const random = seeded(7);
    let stripes = '';
    for (let x = -150; x < 150; x += 15) {
      const w = 4 + random() * 4;
      stripes += `<path d="M${n(x)} -18C${n(x + 6)} -6 ${n(x - 4)} 6 ${n(x + 3)} 18h${n(w)}C${n(x + 2)} 6 ${n(x + 12)} -6 ${n(x + w)} -18Z"/>`;
    }
    return (
      liftShadow(outline) +
      outline.replace(
        '/>',
        ` fill="${doc.linear(
          [
            [0, '#ffffff'],
            [1, '#dcd6d2'],
          ],
          '0 0 0 1',
        )}"/>`,
      ) +
      `<g clip-path="url(#${clip})" fill="#2b2527">${stripes}</g>` +
      `<rect x="-150" y="-17" width="300" height="8" rx="4" fill="#ffffff" opacity=".25"/>`
    );
  }
  return (
    liftShadow(outline) +
    outline.replace(
      '/>',
      ` fill="${doc.linear(
        [
          [0, shade(color, 0.3)],
          [1, shade(color, -0.2)],
        ],
        '0 0 0 1',
      )}"/>`,
    ) +
    `<rect x="-150" y="-17" width="300" height="8" rx="4" fill="#ffffff" opacity=".25"/>`
  );
}

/** A four-sided buffer block seen from the front and above. */
export function bufferBlock(doc: SvgDoc): string {
  const face = (color: string) => bodyFill(doc, color);
  return (
    `<path d="M-95 -70L-60 -100H110L75 -70Z" fill="${doc.linear([
      [0, '#ffffff'],
      [1, '#e9e3df'],
    ])}"/>` +
    `<path d="M75 -70L110 -100V-30L75 0Z" fill="${shade('#9b8f95', -0.1)}"/>` +
    `<rect x="-95" y="-70" width="170" height="70" fill="${face('#e7a6b4')}"/>` +
    `<path d="M-95 -35H75" stroke="#ffffff" stroke-opacity=".5"/>` +
    `<rect x="-95" y="-70" width="170" height="10" fill="#ffffff" opacity=".25"/>` +
    `<text x="-10" y="-30" font-family="${LABEL_FONT}" font-size="9" font-weight="700" letter-spacing="2" text-anchor="middle" fill="#ffffff" opacity=".85">4 FACES</text>`
  );
}

/** A small sanding band for the e-file: a short hollow cylinder of grit. */
export function sandingBand(doc: SvgDoc, color = '#b88c63'): string {
  return (
    `<rect x="-14" y="-48" width="28" height="48" rx="3" fill="${bodyFill(doc, color)}"/>` +
    `<ellipse cx="0" cy="-48" rx="14" ry="5" fill="${shade(color, 0.25)}"/><ellipse cx="0" cy="-48" rx="8" ry="3" fill="#4a3a2e"/>`
  );
}

/** A nail-art brush lying along the x axis, bristles at the left. */
export function brush(
  doc: SvgDoc,
  tip: 'liner' | 'flat' | 'fan' | 'dot' | 'oval',
  handle = '#1f1b1c',
): string {
  const bristles: Record<typeof tip, string> = {
    liner: 'M-100 -3C-130 -2 -150 0 -165 0C-150 0 -130 2 -100 3Z',
    flat: 'M-100 -7L-135 -8Q-140 0 -135 8L-100 7Z',
    fan: 'M-100 -4L-140 -26Q-150 0 -140 26L-100 4Z',
    dot: 'M-100 -2.5H-150',
    oval: 'M-100 -6C-125 -8 -140 -5 -142 0C-140 5 -125 8 -100 6Z',
  };
  const hair =
    tip === 'dot'
      ? `<path d="${bristles.dot}" stroke="${steelFill(doc, '0 0 0 1')}" stroke-width="4"/><circle cx="-152" cy="0" r="5" fill="#c9ccd2"/>`
      : `<path d="${bristles[tip]}" fill="${doc.linear(
          [
            [0, '#e9d6bf'],
            [1, '#8b6a4f'],
          ],
          '0 0 1 0',
        )}"/>`;
  return (
    hair +
    `<rect x="-102" y="-6" width="36" height="12" rx="2" fill="${goldFill(doc)}"/>` +
    `<path d="M-68 -6L110 -4Q118 0 110 4L-68 6Z" fill="${doc.linear(
      [
        [0, shade(handle, 0.35)],
        [0.4, handle],
        [1, shade(handle, -0.3)],
      ],
      '0 0 0 1',
    )}"/>`
  );
}

/** A round stamping plate with engraved flowers, standing upright. */
export function stampingPlate(doc: SvgDoc): string {
  const flower = doc.raw(
    'flower',
    (id) =>
      `<symbol id="${id}" overflow="visible"><g fill="none" stroke="#6f7278" stroke-width="1.3">${[
        0, 72, 144, 216, 288,
      ]
        .map((a) => `<ellipse cx="0" cy="-7" rx="4" ry="7" transform="rotate(${a})"/>`)
        .join('')}<circle r="2.5"/></g></symbol>`,
  );
  const spots = [
    [-40, -110],
    [5, -135],
    [45, -100],
    [-55, -65],
    [-5, -80],
    [40, -50],
    [-25, -35],
    [60, -140],
    [-62, -140],
  ];
  return (
    `<circle cx="0" cy="-90" r="90" fill="${doc.linear(
      [
        [0, '#9da0a7'],
        [0.3, '#f6f7f9'],
        [0.55, '#c4c7cd'],
        [1, '#8a8d94'],
      ],
      '0 0 1 1',
    )}"/><circle cx="0" cy="-90" r="78" fill="none" stroke="#ffffff" stroke-opacity=".6"/>` +
    spots
      .map(
        ([x, y], i) =>
          `<use href="#${flower}" transform="translate(${x} ${y}) scale(${i % 3 ? 1.2 : 0.8})"/>`,
      )
      .join('')
  );
}

/** A silicone stamper: rose handle, clear dome head. */
export function stamper(doc: SvgDoc): string {
  return (
    `<rect x="-30" y="-62" width="60" height="62" rx="10" fill="${bodyFill(doc, '#d9a3a8')}"/>` +
    `<rect x="-34" y="-70" width="68" height="12" rx="4" fill="${goldFill(doc)}"/>` +
    `<path d="M-36 -68Q-38 -112 0 -114Q38 -112 36 -68Z" fill="${doc.linear([
      [0, '#e9dfe1', 0.8],
      [0.25, '#ffffff', 0.9],
      [1, '#cdbfc2', 0.85],
    ])}"/>` +
    `<path d="M-24 -80Q-24 -102 -4 -106" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    gloss(doc, -22, -56, 6, 50, 0.5)
  );
}

/** A round strass wheel seen from above at an angle, twelve compartments of stones. */
export function strassWheel(doc: SvgDoc, seed = 3): string {
  const colors = ['#ffffff', '#e7dcf5', '#f7d6de', '#f2e2c4', '#dce8f3', '#eeeeee'];
  const random = seeded(seed);
  let stones = '';
  for (let i = 0; i < 12; i++) {
    const a = ((i + 0.5) * 30 * Math.PI) / 180;
    const color = colors[i % colors.length]!;
    const fill = doc.radial(
      [
        [0, '#ffffff'],
        [0.45, color],
        [1, shade(color, -0.35)],
      ],
      0.35,
      0.3,
      0.7,
    );
    for (let k = 0; k < 4; k++) {
      const r = 36 + random() * 64;
      const jitter = (random() - 0.5) * 0.35;
      stones += `<circle cx="${n(Math.cos(a + jitter) * r)}" cy="${n(Math.sin(a + jitter) * r)}" r="${n(4 + random() * 5)}" fill="${fill}"/>`;
    }
  }
  const walls = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    return `M${n(Math.cos(a) * 24)} ${n(Math.sin(a) * 24)}L${n(Math.cos(a) * 112)} ${n(Math.sin(a) * 112)}`;
  }).join('');
  return (
    `<g transform="translate(0 -62) scale(1 .55)">` +
    `<circle r="120" cy="22" fill="${shade('#e9e3df', -0.2)}"/><circle r="120" fill="${doc.linear(
      [
        [0, '#ffffff'],
        [1, '#ddd6d1'],
      ],
      '0 0 1 1',
    )}"/>` +
    `<circle r="112" fill="#efeae6"/>${stones}<path d="${walls}" stroke="#ffffff" stroke-width="3"/>` +
    `<circle r="24" fill="${doc.linear(
      [
        [0, '#ffffff'],
        [1, '#cfc8c4'],
      ],
      '0 0 1 1',
    )}"/><circle r="112" fill="none" stroke="#ffffff" stroke-opacity=".8" stroke-width="3"/></g>`
  );
}

/** A small clear jar of pigment powder. */
export function pigmentJar(doc: SvgDoc, powder: string, title: string, lines: string[]): string {
  return (
    `<rect x="-46" y="-92" width="92" height="92" rx="12" fill="${doc.linear([
      [0, '#d9d2ce'],
      [0.2, '#ffffff'],
      [1, '#c8bfba'],
    ])}" opacity=".9"/>` +
    `<rect x="-40" y="-42" width="80" height="36" rx="8" fill="${powder}"/>` +
    gloss(doc, -38, -86, 6, 78) +
    label(-32, -84, 64, 36, title, lines) +
    `<rect x="-48" y="-120" width="96" height="30" rx="7" fill="${lacquer(doc)}"/>` +
    gloss(doc, -40, -116, 24, 4, 0.4)
  );
}

/** The LED/UV lamp: a white dome with its opening and timer display; `on` lights the inside. */
export function ledLamp(doc: SvgDoc, on = false): string {
  const inside = on
    ? doc.radial(
        [
          [0, '#ffffff'],
          [0.5, '#e6dcff'],
          [1, '#8b76c9'],
        ],
        0.5,
        0.2,
        0.9,
      )
    : doc.linear(
        [
          [0, '#51474a'],
          [1, '#2a2325'],
        ],
        '0 0 0 1',
      );
  const leds = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.15 + (i * 0.7) / 8);
    return `<circle cx="${n(-Math.cos(a) * 66)}" cy="${n(-36 - Math.sin(a) * 56)}" r="3" fill="${on ? '#ffffff' : '#a79bc9'}"/>`;
  }).join('');
  return (
    `<path d="M-130 0V-46C-130 -128 -76 -170 0 -170C76 -170 130 -128 130 -46V0Z" fill="${doc.linear([
      [0, '#d6cfcb'],
      [0.18, '#ffffff'],
      [0.6, '#f1ece9'],
      [1, '#c4bbb6'],
    ])}"/>` +
    `<path d="M-86 0V-40C-86 -88 -50 -110 0 -110C50 -110 86 -88 86 -40V0Z" fill="${inside}"/>${leds}` +
    `<rect x="-34" y="-160" width="68" height="24" rx="6" fill="#2b2527"/>` +
    `<text x="0" y="-143" font-family="${LABEL_FONT}" font-size="12" font-weight="700" text-anchor="middle" fill="#f3d9dd">60s</text>` +
    `<rect x="-134" y="-8" width="268" height="8" rx="3" fill="#cfc7c2"/>` +
    `<path d="M-118 -60C-116 -120 -70 -156 -20 -160" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>`
  );
}

/** The e-file handpiece lying along the x axis, bit at the left. */
export function handpiece(doc: SvgDoc): string {
  return (
    `<path d="M-150 -2.5H-110V2.5H-150Z" fill="${steelFill(doc, '0 0 0 1')}"/>` +
    `<rect x="-170" y="-8" width="24" height="16" rx="4" fill="${doc.linear(
      [
        [0, '#d8dade'],
        [0.4, '#7d8086'],
        [1, '#4a4d52'],
      ],
      '0 0 0 1',
    )}"/>` +
    `<path d="M-112 -10L-70 -16H120Q130 0 120 16H-70L-112 10Z" fill="${doc.linear(
      [
        [0, '#f3dfe2'],
        [0.3, '#ffffff'],
        [0.6, '#e2c2c7'],
        [1, '#a9878d'],
      ],
      '0 0 0 1',
    )}"/>` +
    `<path d="M-40 -16V16M-30 -16V16" stroke="#a9878d" stroke-opacity=".5"/>`
  );
}

/** The e-file control box with its speed display and knob. */
export function drillBox(doc: SvgDoc): string {
  return (
    `<rect x="-96" y="-122" width="192" height="122" rx="16" fill="${doc.linear([
      [0, '#d6cfcb'],
      [0.18, '#ffffff'],
      [0.6, '#efe9e6'],
      [1, '#bdb4af'],
    ])}"/>` +
    `<rect x="-80" y="-104" width="96" height="40" rx="6" fill="#2b2527"/>` +
    `<text x="-32" y="-77" font-family="${LABEL_FONT}" font-size="17" font-weight="700" text-anchor="middle" fill="#f3d9dd" letter-spacing="1">35000</text>` +
    `<circle cx="52" cy="-70" r="26" fill="${steelFill(doc, '0 0 1 1')}"/><circle cx="52" cy="-70" r="17" fill="${doc.linear(
      [
        [0, '#ffffff'],
        [1, '#b9bcc2'],
      ],
      '0 0 1 1',
    )}"/>` +
    `<text x="-32" y="-36" font-family="${LABEL_FONT}" font-size="8" font-weight="700" text-anchor="middle" fill="#8a7d80" letter-spacing="1.5">RPM</text>` +
    `<circle cx="-70" cy="-26" r="5" fill="#a8505f"/><circle cx="-50" cy="-26" r="5" fill="#c9c1bd"/>`
  );
}

/** A drill bit lying along the x axis, head at the left. */
export function drillBit(doc: SvgDoc, head: 'barrel' | 'flame'): string {
  const shank = `<rect x="-40" y="-5" width="170" height="10" rx="2" fill="${steelFill(doc, '0 0 0 1')}"/>`;
  if (head === 'barrel') {
    const grooves = Array.from({ length: 9 }, (_, i) => `M${-110 + i * 8} -15l-8 30`).join('');
    return (
      shank +
      `<rect x="-112" y="-15" width="76" height="30" rx="4" fill="${steelFill(doc, '0 0 0 1')}"/>` +
      `<path d="${grooves}" stroke="#4b4e54" stroke-width="2" opacity=".7"/>`
    );
  }
  return (
    shank +
    `<path d="M-40 -12C-70 -16 -100 -10 -130 0C-100 10 -70 16 -40 12Z" fill="${doc.linear(
      [
        [0, '#ffffff'],
        [0.5, '#f4dfe3'],
        [1, '#c9a5ac'],
      ],
      '0 0 0 1',
    )}"/>`
  );
}

/** A foam toe separator seen from the front. */
export function toeSeparator(doc: SvgDoc, color: string): string {
  const lobes = [-48, -24, 0, 24, 48]
    .map((x) => `<rect x="${x - 10}" y="-74" width="20" height="74" rx="10"/>`)
    .join('');
  return `<g fill="${bodyFill(doc, color)}">${lobes}<rect x="-60" y="-34" width="120" height="34" rx="12"/></g>`;
}

/** A stainless pedicure file: handle and oval paddle with an abrasive pad. */
export function pedicureFile(doc: SvgDoc): string {
  return (
    liftShadow('<path d="M-150 -10H20L60 -40A60 40 0 1 1 60 40L20 10H-150Z"/>') +
    `<path d="M-150 -10H20L60 -40A60 40 0 1 1 60 40L20 10H-150Z" fill="${steelFill(doc, '0 0 0 1')}"/>` +
    `<ellipse cx="88" cy="0" rx="52" ry="34" fill="${doc.linear(
      [
        [0, '#f2c1ca'],
        [1, '#d58e9c'],
      ],
      '0 0 0 1',
    )}"/>` +
    `<rect x="-146" y="-7" width="120" height="14" rx="7" fill="#2b2527"/>`
  );
}

/** A roll of self-adhesive forms. */
export function formsRoll(doc: SvgDoc): string {
  const rings = [60, 48, 36, 26]
    .map((r) => `<circle cy="-62" r="${r}" fill="none" stroke="#d9cfc9" stroke-width="2"/>`)
    .join('');
  return (
    `<path d="M0 -2H150V-20H0Z" fill="${doc.linear(
      [
        [0, '#f2ede9'],
        [1, '#ffffff'],
      ],
      '0 0 0 1',
    )}"/>` +
    [40, 90, 140]
      .map((x) => `<path d="M${x - 18} -11a18 7 0 1 0 36 0" fill="none" stroke="${GOLD}" stroke-width="2"/>`)
      .join('') +
    `<circle cy="-62" r="62" fill="${doc.linear(
      [
        [0, '#ffffff'],
        [1, '#e2dbd6'],
      ],
      '0 0 1 1',
    )}"/>${rings}` +
    `<circle cy="-62" r="16" fill="${GOLD}"/><circle cy="-62" r="10" fill="#f6f1ee"/>`
  );
}

/** A colour chart board with a grid of nail tips. */
export function tipBox(doc: SvgDoc, colors: string[]): string {
  let tips = '';
  colors.forEach((color, i) => {
    const x = -100 + (i % 10) * 22;
    const y = -176 + Math.floor(i / 10) * 38;
    tips += `<path d="M${x - 7} ${y}h14v22q-7 10-14 0Z" fill="${color}"/>`;
  });
  return (
    `<rect x="-120" y="-196" width="240" height="196" rx="10" fill="${doc.linear(
      [
        [0, '#ffffff'],
        [1, '#e7e0dc'],
      ],
      '0 0 1 1',
    )}"/>` +
    tips +
    `<rect x="-112" y="-186" width="224" height="176" fill="${doc.linear([
      [0, '#000000', 0.12],
      [0.25, '#ffffff', 0.3],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.15],
    ])}"/>` +
    `<rect x="-120" y="-196" width="240" height="196" rx="10" fill="none" stroke="#d6cdc8"/>`
  );
}

/** A double-ended cat-eye magnet wand lying along the x axis. */
export function magnetWand(doc: SvgDoc): string {
  return (
    liftShadow('<rect x="-150" y="-9" width="300" height="18" rx="9"/>') +
    `<rect x="-120" y="-9" width="240" height="18" rx="4" fill="${doc.linear(
      [
        [0, '#6d6467'],
        [0.3, '#2b2527'],
        [1, '#121011'],
      ],
      '0 0 0 1',
    )}"/>` +
    `<rect x="-150" y="-13" width="34" height="26" rx="8" fill="${steelFill(doc, '0 0 0 1')}"/>` +
    `<rect x="116" y="-11" width="34" height="22" rx="11" fill="${steelFill(doc, '0 0 0 1')}"/>`
  );
}

/** The readable colour for text on `color`. */
export const inkOn = (color: string) => (luminance(color) > 0.4 ? INK : '#ffffff');

/** A softer, skin-tone backdrop for nail-art close-ups. */
export function skinBackdrop(doc: SvgDoc, tone: string): string {
  const { width: w, height: h } = doc;
  return (
    `<rect width="${w}" height="${h}" fill="${doc.linear(
      [
        [0, shade(tone, 0.35)],
        [1, mix(tone, '#c9a08a', 0.35)],
      ],
      '0 0 1 1',
    )}"/>` +
    `<rect width="${w}" height="${h}" fill="${doc.radial(
      [
        [0, '#ffffff', 0.55],
        [1, '#ffffff', 0],
      ],
      0.2,
      0.1,
      0.8,
    )}"/>`
  );
}

/** A fingertip seen from above with a painted nail, base of the finger below the frame. */
export function fingertip(
  doc: SvgDoc,
  skin: string,
  width: number,
  nailLength: number,
  shape: NailShape,
  design: NailDesign,
  seed = 1,
): string {
  const nw = width * 0.74;
  const top = -nw * 1.3;
  const finger = `<path d="M${n(-width / 2)} 400V${n(top + width / 2)}A${n(width / 2)} ${n(width / 2)} 0 0 1 ${n(width / 2)} ${n(top + width / 2)}V400Z" fill="${bodyFill(doc, skin)}"/>`;
  const cuticle = `<path d="M${n(-nw / 2 - 3)} ${n(-nw * 0.1)}C${n(-nw / 2)} ${n(nw * 0.26)} ${n(nw / 2)} ${n(nw * 0.26)} ${n(nw / 2 + 3)} ${n(-nw * 0.1)}" fill="none" stroke="${shade(skin, -0.15)}" stroke-width="4" stroke-linecap="round" opacity=".6"/>`;
  return finger + cuticle + paintedNail(doc, nw, nailLength, shape, design, seed);
}
