// What each picture of the site shows: the product pictures (derived from each product's slug
// and name), the category, course, blog, hero and testimonial pictures. Every scene is drawn in
// the one studio of catalogue-art.ts.
import {
  brush,
  bufferBlock,
  drillBit,
  drillBox,
  dropperBottle,
  fingertip,
  floorShadow,
  formsRoll,
  handpiece,
  jar,
  ledLamp,
  liftShadow,
  magnetWand,
  nailFile,
  nailTip,
  pedicureFile,
  pigmentJar,
  polishBottle,
  sandingBand,
  skinBackdrop,
  stamper,
  stampingPlate,
  strassWheel,
  studio,
  tallBottle,
  tipBox,
  toeSeparator,
  tube,
  type Finish,
  type NailDesign,
  type NailShape,
} from './catalogue-art.ts';
import { hashString, mix, place, shade, SvgDoc } from './svg-kit.ts';

/**
 * Colour names as the products spell them (lower case, no accents) → the colour drawn.
 * The first entry found in the name wins, so longer names come before the words they contain.
 */
export const COLOUR_TABLE: ReadonlyArray<[name: string, hex: string]> = [
  ['azul meia-noite', '#1f2a4d'],
  ['azul ceu', '#8fb8de'],
  ['bordeaux noite', '#5a1426'],
  ['branco puro', '#f8f6f3'],
  ['branco french', '#fbfaf8'],
  ['caramelo', '#b5733f'],
  ['champanhe glitter', '#dcc298'],
  ['cinza perola', '#bdb8ba'],
  ['coral vivo', '#f0645a'],
  ['framboesa', '#b8284f'],
  ['lilas sonho', '#b9a2d8'],
  ['malva suave', '#b98a9e'],
  ['mocha', '#6f4e3d'],
  ['nude areia', '#dcb89e'],
  ['nude rose', '#e3b5a8'],
  ['cover nude', '#e2b9a1'],
  ['pessego', '#f4b08c'],
  ['preto intenso', '#1d1a1b'],
  ['preto linha fina', '#1d1a1b'],
  ['rosa ballet', '#f2c4cc'],
  ['rosa cha', '#d9a1a0'],
  ['terracota', '#b85c3c'],
  ['verde salva', '#9cae8f'],
  ['vermelho paixao', '#c4122f'],
  ['algodao doce', '#f6b8d2'],
  ['menta fresca', '#a8e0c8'],
  ['galaxia prata', '#3a3d4a'],
  ['carmim', '#a3001e'],
  ['escarlate', '#d4202c'],
  ['vinho do porto', '#6b0f24'],
  ['amarelo limao', '#f4dc4d'],
  ['laranja neon', '#ff7a2f'],
  ['turquesa lagoa', '#2bb5b0'],
  ['leite de coco', '#f6f0e6'],
  ['natural pink', '#f1c6c8'],
  ['milky white', '#f4efe9'],
  ['clear', '#eef0f0'],
  ['pink', '#f3b6c2'],
  ['branco', '#fbfaf8'],
  ['preto', '#1d1a1b'],
  ['vermelho', '#c4122f'],
  ['rosa', '#f2c4cc'],
  ['nude', '#dcb89e'],
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The colour of a product from its name (undefined when the name names no colour). */
export function colourOf(name: string): string | undefined {
  const key = normalise(name);
  return COLOUR_TABLE.find(([colourName]) => key.includes(colourName))?.[1];
}

export type ProductData = { slug: string; name: string };

const COLLECTIONS = [
  'Gel Polish',
  'Lady in Red',
  'Summer Crush',
  'Candy Collection',
  'Cat Eye',
  'Acryl Color',
  'Gel Builder',
  'Acrygel Smooth',
  'Painting Gel',
  'Pointing Gel',
];

/** "Gel Polish Vermelho Paixão 10 ml" → { shade: "VERMELHO PAIXÃO", size: "10 ml" }. */
function nameParts(name: string): { shade: string; size: string } {
  const size = /(\d+ (?:ml|g))$/.exec(name)?.[1] ?? '';
  let rest = name.replace(/\s*\d+ (?:ml|g)$/, '');
  for (const prefix of COLLECTIONS) if (rest.startsWith(`${prefix} `)) rest = rest.slice(prefix.length + 1);
  return { shade: rest.toUpperCase(), size };
}

export type Item = {
  body: string;
  x: number;
  y: number;
  scale?: number;
  rotate?: number;
  width: number;
  flat?: boolean;
};

/** Places items back to front, each with its floor shadow (flat items carry their own). */
export function arrange(doc: SvgDoc, items: Item[]): string {
  return [...items]
    .sort((a, b) => a.y - b.y)
    .map((item) => {
      const scale = item.scale ?? 1;
      const shadow = item.flat ? '' : floorShadow(doc, item.x, item.y, item.width * scale);
      return shadow + place(item.body, item.x, item.y, scale, item.rotate ?? 0);
    })
    .join('');
}

const picture = (doc: SvgDoc, items: Item[], backdrop = studio(doc)) =>
  doc.render(backdrop + arrange(doc, items));

const POLISH_TITLES: Array<[RegExp, string]> = [
  [/^base-coat/, 'BASE COAT'],
  [/^top-coat/, 'TOP COAT'],
  [/^bonder/, 'BONDER'],
  [/^cola-gel/, 'STRASS GEL'],
  [/^cat-eye/, 'CAT EYE'],
];

/** A polish bottle for a product, or for a colour by name. */
function bottleFor(doc: SvgDoc, slug: string, name: string): string {
  const { shade: colourName, size } = nameParts(name);
  const title = POLISH_TITLES.find(([pattern]) => pattern.test(slug))?.[1] ?? 'GEL POLISH';
  const color = colourOf(name) ?? '#eef0f0';
  let finish: Finish = 'cream';
  if (/^(base-coat|top-coat|bonder|cola-gel)/.test(slug)) finish = 'clear';
  if (slug.includes('glitter')) finish = 'glitter';
  if (slug.includes('perola')) finish = 'pearl';
  if (slug.startsWith('cat-eye')) finish = 'cateye';
  const lines = title === 'GEL POLISH' || title === 'CAT EYE' ? [colourName, size] : [size];
  if (title === 'BASE COAT') lines.unshift('RUBBER');
  if (title === 'TOP COAT') lines.unshift('NO WIPE');
  return polishBottle(doc, color, title, lines, finish, hashString(slug));
}

const bottle = (doc: SvgDoc, colourName: string) =>
  polishBottle(doc, colourOf(colourName) ?? '#eef0f0', 'GEL POLISH', [colourName.toUpperCase(), '10 ml']);

const tips = (doc: SvgDoc, colors: string[], x: number, y: number, scale: number, spread = 58): Item[] =>
  colors.map((color, i) => ({
    body: nailTip(doc, { color }, 'coffin'),
    x: x + (i - (colors.length - 1) / 2) * spread * scale,
    y: y + Math.abs(i - (colors.length - 1) / 2) * 4,
    scale,
    rotate: (i - (colors.length - 1) / 2) * 6,
    width: 46,
  }));

/** The pictures of one product: index 1 is the pack shot, the next ones other views. */
export function productImage(product: ProductData, index: number): string {
  const doc = new SvgDoc(400, 400);
  const { slug, name } = product;
  const color = colourOf(name) ?? '#eef0f0';
  const { shade: colourName, size } = nameParts(name);
  const floor = 330;
  const hero = (body: string, width: number, scale = 1): Item => ({ body, x: 200, y: floor, scale, width });

  if (
    /^(gel-polish|lady-in-red|summer-crush|candy-collection|cat-eye-|base-coat|top-coat|bonder|cola-gel)/.test(
      slug,
    )
  ) {
    const main = bottleFor(doc, slug, name);
    if (index === 1) return picture(doc, [{ ...hero(main, 100, 1.08), y: 338 }]);
    if (index === 2)
      return picture(doc, [
        { body: main, x: 150, y: 322, scale: 0.86, width: 100 },
        ...tips(doc, [color, color, color], 285, 344, 0.95, 50),
      ]);
    return picture(doc, tips(doc, [color, color, color, color, color], 200, 330, 1.35, 52));
  }
  if (slug.startsWith('gel-builder')) {
    const main = jar(doc, color, 'BUILDER GEL', [colourName, size], slug.includes('clear'));
    if (index === 1) return picture(doc, [hero(main, 150, 1.55)]);
    if (index === 2)
      return picture(doc, [
        { body: main, x: 140, y: 330, scale: 0.9, width: 150 },
        { body: brush(doc, 'oval'), x: 270, y: 350, scale: 0.55, rotate: -60, width: 0, flat: true },
        ...tips(doc, [color, '#f3d9dd'], 300, 330, 0.85, 56),
      ]);
    return picture(doc, [
      ...tips(
        doc,
        ['#eef0f0', color, shade(color, -0.04)].map((c) => mix(c, '#f4d6d6', 0.3)),
        200,
        330,
        1.3,
        56,
      ),
    ]);
  }
  if (slug.startsWith('acrygel-smooth'))
    return picture(doc, [hero(tube(doc, color, 'ACRYGEL', [colourName, size]), 120, 1.05)]);
  if (/^(acryl-color|painting-gel|pointing-gel)/.test(slug)) {
    const title = slug.startsWith('acryl')
      ? 'ACRYL COLOR'
      : slug.startsWith('painting')
        ? 'PAINTING GEL'
        : 'POINTING GEL';
    return picture(doc, [
      { body: jar(doc, color, title, [colourName, size]), x: 175, y: 325, scale: 1.4, width: 150 },
      { body: nailTip(doc, { color }, 'oval'), x: 335, y: 345, scale: 0.85, rotate: 8, width: 46 },
    ]);
  }
  if (slug.startsWith('primer'))
    return picture(doc, [hero(dropperBottle(doc, '#b8742e', 'PRIMER', ['SEM ÁCIDO', size]), 84, 1.25)]);
  if (slug.startsWith('desidratante'))
    return picture(doc, [hero(dropperBottle(doc, '#cfe0e6', 'NAIL PREP', ['DESIDRATANTE', size]), 84, 1.25)]);
  if (slug.startsWith('cleaner'))
    return picture(doc, [hero(tallBottle(doc, '#f3d9dd', 'CLEANER', ['DESENGORDURANTE', '500 ml']), 108, 1)]);
  if (slug.startsWith('lima-banana'))
    return picture(doc, [
      {
        body: nailFile(doc, 'banana', '#a596a8'),
        x: 200,
        y: 240,
        scale: 1.05,
        rotate: -8,
        width: 0,
        flat: true,
      },
      {
        body: nailFile(doc, 'banana', '#c79aa5'),
        x: 200,
        y: 300,
        scale: 1.05,
        rotate: -8,
        width: 0,
        flat: true,
      },
    ]);
  if (slug.startsWith('lima-zebra'))
    return picture(doc, [
      { body: nailFile(doc, 'zebra'), x: 195, y: 190, scale: 1.05, rotate: -30, width: 0, flat: true },
      { body: nailFile(doc, 'zebra'), x: 215, y: 250, scale: 1.05, rotate: -24, width: 0, flat: true },
    ]);
  if (slug.startsWith('bloco-polidor')) return picture(doc, [hero(bufferBlock(doc), 200, 1.3)]);
  if (slug.startsWith('bandas-de-lixa'))
    return picture(
      doc,
      [
        [130, 300],
        [180, 290],
        [230, 300],
        [280, 292],
        [155, 340],
        [205, 344],
        [255, 338],
      ].map(([x, y]) => ({ body: sandingBand(doc), x: x!, y: y!, scale: 1.3, width: 28 })),
    );
  if (slug.startsWith('broca-'))
    return picture(doc, [
      {
        body: drillBit(doc, slug.includes('carbide') ? 'barrel' : 'flame'),
        x: 200,
        y: 220,
        scale: 1.45,
        rotate: -32,
        width: 0,
        flat: true,
      },
      {
        body: liftShadow('<rect x="-130" y="-14" width="260" height="28" rx="14"/>'),
        x: 210,
        y: 240,
        scale: 1.2,
        rotate: -32,
        width: 0,
        flat: true,
      },
    ]);
  if (slug.startsWith('cabine-led')) return picture(doc, [hero(ledLamp(doc, index === 2), 260, 1.15)]);
  if (slug.startsWith('maquina-de-brocas')) {
    if (index === 2)
      return picture(doc, [
        { body: handpiece(doc), x: 210, y: 220, scale: 1.35, rotate: -28, width: 0, flat: true },
      ]);
    if (index === 3)
      return picture(doc, [
        { body: handpiece(doc), x: 200, y: 170, scale: 1.05, rotate: -20, width: 0, flat: true },
        { body: drillBit(doc, 'barrel'), x: 190, y: 280, scale: 0.75, rotate: -20, width: 0, flat: true },
        { body: drillBit(doc, 'flame'), x: 230, y: 330, scale: 0.75, rotate: -20, width: 0, flat: true },
      ]);
    return picture(doc, [
      { body: drillBox(doc), x: 170, y: 300, scale: 1.2, width: 192 },
      { body: handpiece(doc), x: 250, y: 345, scale: 0.75, rotate: -12, width: 0, flat: true },
    ]);
  }
  if (slug.startsWith('carimbo'))
    return picture(doc, [
      { body: stamper(doc), x: 180, y: 320, scale: 2, width: 72 },
      {
        body:
          liftShadow('<rect x="-46" y="-28" width="92" height="56" rx="8"/>') +
          '<rect x="-46" y="-28" width="92" height="56" rx="8" fill="#f3d9dd"/><rect x="-46" y="-28" width="92" height="10" rx="5" fill="#fff" opacity=".5"/>',
        x: 310,
        y: 345,
        rotate: -12,
        width: 0,
        flat: true,
      },
    ]);
  if (slug.startsWith('placa-de-stamping'))
    return picture(doc, [
      { body: stampingPlate(doc), x: 180, y: 320, scale: 1.45, width: 150 },
      { body: stamper(doc), x: 320, y: 352, scale: 1.05, width: 72 },
    ]);
  if (slug.startsWith('strass'))
    return index === 1
      ? picture(doc, [hero(strassWheel(doc), 240, 1.3)])
      : picture(doc, [{ body: strassWheel(doc), x: 230, y: 470, scale: 2.6, width: 0, flat: true }]);
  if (slug.startsWith('pigmento')) {
    const holo = slug.includes('holografico');
    const powder = holo
      ? doc.linear([
          [0, '#f7c6e0'],
          [0.35, '#c7d8ff'],
          [0.65, '#c8f2e4'],
          [1, '#fbe7b5'],
        ])
      : doc.linear([
          [0, '#8d9096'],
          [0.3, '#ffffff'],
          [0.6, '#b9bcc2'],
          [1, '#6f7279'],
        ]);
    const design: NailDesign = holo
      ? { color: '#1d1a1b', pattern: 'glitter', accent: '#cfe2ff' }
      : { color: '#999', pattern: 'chrome' };
    return picture(doc, [
      {
        body: pigmentJar(doc, powder, 'PIGMENTO', [holo ? 'AURORA' : 'ESPELHO PRATA']),
        x: 165,
        y: 325,
        scale: 1.25,
        width: 92,
      },
      { body: nailTip(doc, design, 'almond'), x: 305, y: 345, scale: 0.95, rotate: 8, width: 46 },
    ]);
  }
  if (slug.startsWith('kit-de-pinceis'))
    return picture(
      doc,
      (['liner', 'flat', 'fan', 'dot', 'oval'] as const).map((kind, i) => ({
        body: liftShadow('<rect x="-165" y="-5" width="280" height="10" rx="5"/>') + brush(doc, kind),
        x: 210 + (i - 2) * 14,
        y: 200 + (i - 2) * 40,
        scale: 1.05,
        rotate: -28,
        width: 0,
        flat: true,
      })),
    );
  if (slug.startsWith('iman-cat-eye'))
    return picture(doc, [
      { body: magnetWand(doc), x: 180, y: 240, scale: 0.95, rotate: -30, width: 0, flat: true },
      {
        body: nailTip(doc, { color: '#3a3d4a', pattern: 'cateye', accent: '#e8eaf0' }, 'almond'),
        x: 300,
        y: 345,
        scale: 0.95,
        width: 46,
      },
    ]);
  if (slug.startsWith('expositor')) {
    const palette = COLOUR_TABLE.slice(0, 40).map(([, hex]) => hex);
    return picture(doc, [hero(tipBox(doc, palette), 240, 1.2)]);
  }
  if (slug.startsWith('moldes')) return picture(doc, [hero(formsRoll(doc), 130, 1.35)]);
  if (slug.startsWith('kit-descoberta') || slug.startsWith('must-have')) {
    const names = slug.startsWith('must-have')
      ? ['Nude Areia', 'Rosa Ballet', 'Vermelho Paixão', 'Preto Intenso']
      : ['Rosa Ballet', 'Nude Areia', 'Vermelho Paixão', 'Malva Suave', 'Preto Intenso', 'Branco Puro'];
    if (index === 2)
      return picture(
        doc,
        tips(
          doc,
          names.map((c) => colourOf(c)!),
          200,
          330,
          1,
          54,
        ),
      );
    const perRow = names.length === 6 ? 3 : 2;
    return picture(
      doc,
      names.map((colour, i) => {
        const row = Math.floor(i / perRow);
        const col = i % perRow;
        return {
          body: bottle(doc, colour),
          x: 200 + (col - (perRow - 1) / 2) * 92 + (row ? 30 : 0),
          y: 290 + row * 50,
          scale: 0.72,
          width: 100,
        };
      }),
    );
  }
  if (slug.startsWith('kit-acrygel')) {
    const pair: Item[] = [
      {
        body: tube(doc, colourOf('clear')!, 'ACRYGEL', ['CLEAR', '30 g']),
        x: 120,
        y: 320,
        scale: 0.9,
        width: 120,
      },
      {
        body: tube(doc, colourOf('natural pink')!, 'ACRYGEL', ['NATURAL PINK', '30 g']),
        x: 215,
        y: 330,
        scale: 0.9,
        width: 120,
      },
    ];
    if (index === 2) return picture(doc, [...pair, ...tips(doc, ['#f4f1ee', '#f1c6c8'], 320, 345, 0.75, 50)]);
    return picture(doc, [
      ...pair,
      {
        body: tallBottle(doc, '#dfe9ee', 'SLIP', ['SOLUTION', '50 ml']),
        x: 305,
        y: 315,
        scale: 0.78,
        width: 108,
      },
    ]);
  }
  if (slug.startsWith('kit-formacao')) {
    if (index === 2)
      return picture(doc, [
        {
          body: jar(doc, '#eef0f0', 'BUILDER GEL', ['CLEAR', '50 ml'], true),
          x: 110,
          y: 300,
          scale: 0.75,
          width: 150,
        },
        {
          body: jar(doc, '#f3b6c2', 'BUILDER GEL', ['PINK', '50 ml']),
          x: 290,
          y: 300,
          scale: 0.75,
          width: 150,
        },
        {
          body: jar(doc, '#e2b9a1', 'BUILDER GEL', ['COVER NUDE', '50 ml']),
          x: 200,
          y: 350,
          scale: 0.8,
          width: 150,
        },
      ]);
    if (index === 3)
      return picture(doc, [
        { body: nailFile(doc, 'zebra'), x: 200, y: 170, scale: 0.95, rotate: -18, width: 0, flat: true },
        { body: brush(doc, 'oval'), x: 215, y: 250, scale: 1, rotate: -18, width: 0, flat: true },
        { body: brush(doc, 'liner'), x: 225, y: 310, scale: 1, rotate: -18, width: 0, flat: true },
      ]);
    if (index === 4)
      return picture(doc, [
        { body: dropperBottle(doc, '#b8742e', 'PRIMER', ['10 ml']), x: 95, y: 315, scale: 0.9, width: 84 },
        {
          body: dropperBottle(doc, '#cfe0e6', 'NAIL PREP', ['10 ml']),
          x: 180,
          y: 330,
          scale: 0.9,
          width: 84,
        },
        {
          body: polishBottle(doc, '#eef0f0', 'BONDER', ['10 ml'], 'clear'),
          x: 255,
          y: 320,
          scale: 0.78,
          width: 100,
        },
        { body: tallBottle(doc, '#f3d9dd', 'CLEANER', ['500 ml']), x: 330, y: 312, scale: 0.72, width: 108 },
      ]);
    return picture(doc, [
      { body: ledLamp(doc), x: 185, y: 270, scale: 0.85, width: 260 },
      {
        body: jar(doc, '#f3b6c2', 'BUILDER GEL', ['PINK', '50 ml']),
        x: 110,
        y: 345,
        scale: 0.62,
        width: 150,
      },
      { body: bottle(doc, 'Rosa Ballet'), x: 215, y: 350, scale: 0.5, width: 100 },
      { body: bottle(doc, 'Vermelho Paixão'), x: 275, y: 345, scale: 0.5, width: 100 },
      { body: bottle(doc, 'Nude Areia'), x: 335, y: 340, scale: 0.5, width: 100 },
    ]);
  }
  if (slug.startsWith('kit-pedicure'))
    return picture(doc, [
      { body: jar(doc, '#bfe6d6', 'SAIS DE BANHO', ['MENTA', '']), x: 120, y: 300, scale: 0.75, width: 150 },
      {
        body: tube(doc, '#a8e0c8', 'CREME', ['UREIA 10%'], '#f3efec'),
        x: 215,
        y: 310,
        scale: 0.8,
        width: 120,
      },
      { body: dropperBottle(doc, '#e9c27a', 'ÓLEO', ['CUTÍCULAS']), x: 300, y: 320, scale: 0.85, width: 84 },
      { body: jar(doc, '#f6f0e6', 'ESFOLIANTE', ['AÇÚCAR', '']), x: 180, y: 355, scale: 0.55, width: 150 },
    ]);
  if (slug.startsWith('creme-de-pes'))
    return picture(doc, [
      hero(tube(doc, '#a8e0c8', 'CREME DE PÉS', ['UREIA 10%', '100 ml'], '#f3efec'), 120, 1.05),
    ]);
  if (slug.startsWith('lima-pedicure'))
    return picture(doc, [
      { body: pedicureFile(doc), x: 190, y: 220, scale: 1.2, rotate: -30, width: 0, flat: true },
      ...[0, 1, 2].map((i) => ({
        body: `<ellipse rx="40" ry="26" fill="#d58e9c"/><ellipse rx="40" ry="26" cy="-4" fill="#f2c1ca"/>`,
        x: 300 - i * 6,
        y: 340 - i * 9,
        width: 0,
        flat: true,
      })),
    ]);
  if (slug.startsWith('separadores'))
    return picture(doc, [
      { body: toeSeparator(doc, '#f3b6c2'), x: 140, y: 300, scale: 1.1, width: 120 },
      { body: toeSeparator(doc, '#c9b6e4'), x: 265, y: 305, scale: 1.1, width: 120 },
      { body: toeSeparator(doc, '#a8e0c8'), x: 200, y: 350, scale: 1.1, width: 120 },
    ]);
  throw new Error(
    `No picture is drawn for the product "${slug}": add it to scripts/media/catalogue-scenes.ts`,
  );
}

// ---------------------------------------------------------------------------------------------
// Wide pictures: categories (600×400), courses and posts (800×500), hero slides (1600×900).

type Scene = (doc: SvgDoc) => Item[];

export const bottleItem = (doc: SvgDoc, colour: string, x: number, y: number, scale: number): Item => ({
  body: bottle(doc, colour),
  x,
  y,
  scale,
  width: 100,
});

const SCENES: Record<string, Scene> = {
  // Categories
  unhas: (doc) => [
    { body: jar(doc, '#f3b6c2', 'BUILDER GEL', ['PINK', '50 ml']), x: 230, y: 320, scale: 1.05, width: 150 },
    { body: dropperBottle(doc, '#b8742e', 'PRIMER', ['10 ml']), x: 380, y: 315, scale: 0.95, width: 84 },
    { body: nailFile(doc, 'zebra'), x: 330, y: 355, scale: 0.8, rotate: -6, width: 0, flat: true },
  ],
  cores: (doc) =>
    ['Rosa Ballet', 'Nude Areia', 'Vermelho Paixão', 'Malva Suave', 'Azul Meia-Noite'].map((c, i) =>
      bottleItem(doc, c, 140 + i * 80, 320 + (i % 2) * 14, 0.78),
    ),
  'nail-art': (doc) => [
    { body: strassWheel(doc), x: 200, y: 330, scale: 0.9, width: 240 },
    { body: jar(doc, '#fbfaf8', 'PAINTING GEL', ['BRANCO']), x: 420, y: 310, scale: 0.7, width: 150 },
    { body: brush(doc, 'liner'), x: 420, y: 360, scale: 0.9, rotate: -8, width: 0, flat: true },
  ],
  maquinas: (doc) => [
    { body: ledLamp(doc), x: 220, y: 320, scale: 1, width: 260 },
    { body: handpiece(doc), x: 430, y: 350, scale: 0.7, rotate: -14, width: 0, flat: true },
  ],
  pedicure: (doc) => [
    {
      body: tube(doc, '#a8e0c8', 'CREME DE PÉS', ['UREIA 10%', '100 ml'], '#f3efec'),
      x: 210,
      y: 320,
      scale: 0.95,
      width: 120,
    },
    { body: toeSeparator(doc, '#f3b6c2'), x: 370, y: 325, scale: 1, width: 120 },
    { body: pedicureFile(doc), x: 330, y: 365, scale: 0.7, rotate: -6, width: 0, flat: true },
  ],
  // Courses (800×500, floor at about 400)
  'formacao-inicial-de-unhas-de-gel': (doc) => [
    { body: ledLamp(doc), x: 300, y: 390, scale: 1.05, width: 260 },
    { body: jar(doc, '#f3b6c2', 'BUILDER GEL', ['PINK', '50 ml']), x: 540, y: 400, scale: 0.85, width: 150 },
    bottleItem(doc, 'Rosa Ballet', 660, 395, 0.72),
    { body: nailFile(doc, 'zebra'), x: 420, y: 450, scale: 0.85, rotate: -4, width: 0, flat: true },
  ],
  'curso-de-aperfeicoamento-em-gel': (doc) => [
    {
      body: jar(doc, '#eef0f0', 'BUILDER GEL', ['CLEAR', '50 ml'], true),
      x: 250,
      y: 390,
      scale: 1,
      width: 150,
    },
    {
      body: jar(doc, '#e2b9a1', 'BUILDER GEL', ['COVER NUDE', '50 ml']),
      x: 420,
      y: 405,
      scale: 1,
      width: 150,
    },
    ...tips(doc, ['#f1c6c8', '#e2b9a1', '#f4efe9'], 610, 410, 1.05, 56),
  ],
  'formacao-privada-personalizada': (doc) => [
    ...tips(doc, ['#f2c4cc', '#dcb89e', '#c4122f', '#b98a9e', '#f8f6f3'], 300, 410, 1.1, 58),
    bottleItem(doc, 'Malva Suave', 560, 400, 0.85),
    bottleItem(doc, 'Rosa Ballet', 660, 410, 0.85),
  ],
  'manutencao-e-remocao-segura-online': (doc) => [
    { body: drillBox(doc), x: 270, y: 390, scale: 1.1, width: 192 },
    { body: handpiece(doc), x: 520, y: 330, scale: 0.9, rotate: -18, width: 0, flat: true },
    { body: drillBit(doc, 'barrel'), x: 540, y: 420, scale: 0.8, rotate: -10, width: 0, flat: true },
  ],
  'nail-art-avancada': (doc) => [
    { body: stampingPlate(doc), x: 250, y: 395, scale: 1.2, width: 150 },
    { body: strassWheel(doc), x: 510, y: 420, scale: 0.75, width: 240 },
    { body: jar(doc, '#1d1a1b', 'PAINTING GEL', ['PRETO']), x: 660, y: 390, scale: 0.62, width: 150 },
    { body: brush(doc, 'liner'), x: 420, y: 470, scale: 1, rotate: -4, width: 0, flat: true },
  ],
  'tecnica-de-acrygel-online': (doc) => [
    { body: tube(doc, '#eef0f0', 'ACRYGEL', ['CLEAR', '30 g']), x: 280, y: 395, scale: 1.05, width: 120 },
    {
      body: tube(doc, '#f1c6c8', 'ACRYGEL', ['NATURAL PINK', '30 g']),
      x: 400,
      y: 405,
      scale: 1.05,
      width: 120,
    },
    ...tips(doc, ['#f1c6c8', '#f4f1ee'], 580, 410, 1, 56),
  ],
  // Blog posts
  '5-cuidados-essenciais-depois-de-fazer-unhas-de-gel': (doc) => [
    {
      body: polishBottle(doc, '#eef0f0', 'TOP COAT', ['NO WIPE', '10 ml'], 'clear'),
      x: 290,
      y: 395,
      scale: 1,
      width: 100,
    },
    { body: dropperBottle(doc, '#e9c27a', 'ÓLEO', ['CUTÍCULAS']), x: 420, y: 405, scale: 1, width: 84 },
    ...tips(doc, ['#f2c4cc', '#f2c4cc'], 580, 412, 1, 56),
  ],
  'como-preparar-a-unha-natural-antes-do-gel': (doc) => [
    {
      body: dropperBottle(doc, '#b8742e', 'PRIMER', ['SEM ÁCIDO', '10 ml']),
      x: 260,
      y: 390,
      scale: 1.1,
      width: 84,
    },
    { body: dropperBottle(doc, '#cfe0e6', 'NAIL PREP', ['10 ml']), x: 370, y: 400, scale: 1.1, width: 84 },
    { body: bufferBlock(doc), x: 560, y: 405, scale: 0.9, width: 200 },
  ],
  'como-tornar-se-tecnica-de-unhas-em-portugal': (doc) => [
    { body: ledLamp(doc, true), x: 300, y: 395, scale: 1.05, width: 260 },
    { body: drillBox(doc), x: 560, y: 405, scale: 0.85, width: 192 },
  ],
  'cores-de-verao-2026-a-colecao-summer-crush': (doc) => [
    bottleItem(doc, 'Amarelo Limão', 260, 395, 0.95),
    bottleItem(doc, 'Laranja Néon', 370, 405, 0.95),
    bottleItem(doc, 'Turquesa Lagoa', 480, 395, 0.95),
    ...tips(doc, ['#f0645a', '#2bb5b0'], 630, 410, 0.9, 56),
  ],
  'gel-acrygel-ou-gel-polish-qual-escolher': (doc) => [
    { body: jar(doc, '#f3b6c2', 'BUILDER GEL', ['PINK', '50 ml']), x: 230, y: 400, scale: 0.95, width: 150 },
    { body: tube(doc, '#f1c6c8', 'ACRYGEL', ['NATURAL PINK', '30 g']), x: 400, y: 400, scale: 1, width: 120 },
    bottleItem(doc, 'Rosa Chá', 550, 400, 0.95),
  ],
  'nail-art-minimalista-para-o-dia-a-dia': (doc) => [
    ...[
      { color: '#f3e4de', pattern: 'line', accent: '#1d1a1b' },
      { color: '#f3e4de' },
      { color: '#f3e4de', pattern: 'line', accent: '#c8a27a' },
      { color: '#1d1a1b' },
    ].map((design, i): Item => ({
      body: nailTip(doc, design as NailDesign, 'oval'),
      x: 250 + i * 80,
      y: 405 + (i % 2) * 8,
      scale: 1.25,
      rotate: (i - 1.5) * 4,
      width: 46,
    })),
    { body: brush(doc, 'liner'), x: 420, y: 465, scale: 1, rotate: -3, width: 0, flat: true },
  ],
  'remocao-segura-proteja-a-saude-das-suas-unhas': (doc) => [
    { body: tallBottle(doc, '#f3d9dd', 'CLEANER', ['500 ml']), x: 250, y: 395, scale: 1.05, width: 108 },
    { body: drillBit(doc, 'barrel'), x: 480, y: 350, scale: 1, rotate: -20, width: 0, flat: true },
    {
      body: nailFile(doc, 'banana', '#a596a8'),
      x: 500,
      y: 430,
      scale: 0.9,
      rotate: -4,
      width: 0,
      flat: true,
    },
  ],
  'tendencias-outono-inverno-2026-o-regresso-do-vermelho': (doc) => [
    bottleItem(doc, 'Carmim', 270, 395, 0.95),
    bottleItem(doc, 'Escarlate', 380, 405, 0.95),
    bottleItem(doc, 'Vinho do Porto', 490, 395, 0.95),
    ...tips(doc, ['#d4202c', '#6b0f24'], 640, 410, 0.9, 56),
  ],
};

/** Backdrop tints of the wide pictures: the same studio, warmed to suit the subject. */
const TINTS: Record<string, string> = {
  'cores-de-verao-2026-a-colecao-summer-crush': '#f6e6d6',
  'tendencias-outono-inverno-2026-o-regresso-do-vermelho': '#efe0df',
  'nail-art-avancada': '#ece7ef',
  'tecnica-de-acrygel-online': '#f3e6e6',
  'manutencao-e-remocao-segura-online': '#ebe8e6',
};

export function sceneImage(name: string, width: number, height: number): string {
  const scene = SCENES[name];
  if (!scene) throw new Error(`No scene "${name}" in scripts/media/catalogue-scenes.ts`);
  const doc = new SvgDoc(width, height);
  // The objects are drawn for the product pictures' scale: zoom in around the middle of the floor.
  const zoom = width > 600 ? 1.22 : 1.08;
  const [cx, cy] = [width / 2, height * 0.8];
  return doc.render(
    studio(doc, TINTS[name]) + place(arrange(doc, scene(doc)), cx - cx * zoom, cy - cy * zoom, zoom),
  );
}

export const sceneNames = () => Object.keys(SCENES);

/** The three hero slides (1600×900): products on the right, room for the text on the left. */
export function heroImage(slide: 'summer-crush' | 'lady-in-red' | 'geis-construcao'): string {
  const doc = new SvgDoc(1600, 900);
  if (slide === 'summer-crush')
    return picture(
      doc,
      [
        bottleItem(doc, 'Amarelo Limão', 900, 680, 1.85),
        bottleItem(doc, 'Laranja Néon', 1120, 715, 1.95),
        bottleItem(doc, 'Turquesa Lagoa', 1340, 685, 1.85),
        ...tips(doc, ['#f4dc4d', '#ff7a2f', '#2bb5b0', '#f0645a'], 1420, 775, 1.15, 52),
      ],
      studio(doc, '#f7e2cf', 0.72),
    );
  if (slide === 'lady-in-red')
    return picture(
      doc,
      [
        bottleItem(doc, 'Carmim', 900, 680, 1.85),
        bottleItem(doc, 'Escarlate', 1120, 715, 1.95),
        bottleItem(doc, 'Vinho do Porto', 1340, 685, 1.85),
        ...tips(doc, ['#a3001e', '#d4202c', '#6b0f24'], 1440, 775, 1.15, 52),
      ],
      darkStudio(doc, '#4a1620'),
    );
  return picture(
    doc,
    [
      {
        body: jar(doc, '#eef0f0', 'BUILDER GEL', ['CLEAR', '50 ml'], true),
        x: 870,
        y: 660,
        scale: 1.8,
        width: 150,
      },
      {
        body: jar(doc, '#f3b6c2', 'BUILDER GEL', ['PINK', '50 ml']),
        x: 1140,
        y: 705,
        scale: 1.95,
        width: 150,
      },
      {
        body: jar(doc, '#e2b9a1', 'BUILDER GEL', ['COVER NUDE', '50 ml']),
        x: 1400,
        y: 670,
        scale: 1.8,
        width: 150,
      },
      ...tips(doc, ['#f1c6c8', '#e2b9a1', '#f4efe9'], 1010, 785, 1.15, 56),
    ],
    studio(doc, '#f3e1da', 0.72),
  );
}

/** The studio with the lights down, for the dark slide. */
function darkStudio(doc: SvgDoc, tint: string): string {
  const wall = doc.linear(
    [
      [0, shade(tint, 0.12)],
      [0.64, tint],
      [0.74, shade(tint, -0.25)],
      [1, shade(tint, -0.05)],
    ],
    '0 0 0 1',
  );
  const key = doc.radial(
    [
      [0, '#ffb3b8', 0.35],
      [1, '#ffb3b8', 0],
    ],
    0.7,
    0.3,
    0.6,
  );
  return `<rect width="${doc.width}" height="${doc.height}" fill="${wall}"/><rect width="${doc.width}" height="${doc.height}" fill="${key}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Testimonials: close-ups of five finished nails, as the formandas' work (400×400).

type Testimonial = { shape: NailShape; length: number; designs: NailDesign[]; toes?: boolean };

const solid = (color: string, extra: Partial<NailDesign> = {}): NailDesign => ({ color, ...extra });
const five = (design: NailDesign) => [design, design, design, design, design];

/** One entry per testimonial picture, in the order of content/settings/testimonials.yml. */
export const TESTIMONIALS: Testimonial[] = [
  {
    shape: 'oval',
    length: 62,
    designs: ['#dcb89e', '#e3b5a8', '#cfa58c', '#e8c4b0', '#d9a1a0'].map((c) => solid(c)),
  },
  { shape: 'square', length: 70, designs: five(solid('#f1c6c8', { pattern: 'french', accent: '#fbfaf8' })) },
  { shape: 'almond', length: 96, designs: five(solid('#d4202c')) },
  { shape: 'almond', length: 80, designs: five(solid('#f2c4cc')) },
  {
    shape: 'oval',
    length: 66,
    designs: [
      solid('#f2d5d0'),
      solid('#f2d5d0', { pattern: 'flower', accent: '#ffffff' }),
      solid('#f2d5d0'),
      solid('#f2d5d0', { pattern: 'flower', accent: '#ffffff' }),
      solid('#f2d5d0'),
    ],
  },
  { shape: 'oval', length: 48, designs: five(solid('#f0645a')) },
  { shape: 'square', length: 72, designs: five(solid('#3a3d4a', { pattern: 'cateye', accent: '#e8eaf0' })) },
  {
    shape: 'almond',
    length: 74,
    designs: [
      solid('#5a1426'),
      solid('#5a1426', { pattern: 'stones' }),
      solid('#5a1426'),
      solid('#5a1426', { pattern: 'stones' }),
      solid('#5a1426'),
    ],
  },
  { shape: 'almond', length: 80, designs: five(solid('#f1b9c4', { pattern: 'fade', accent: '#fbf7f4' })) },
  { shape: 'oval', length: 64, designs: five(solid('#b9a2d8', { matte: true })) },
  {
    shape: 'coffin',
    length: 78,
    designs: [
      solid('#999', { pattern: 'chrome' }),
      solid('#1d1a1b'),
      solid('#999', { pattern: 'chrome' }),
      solid('#1d1a1b'),
      solid('#999', { pattern: 'chrome' }),
    ],
  },
  { shape: 'stiletto', length: 104, designs: five(solid('#f1c6c8', { pattern: 'fade', accent: '#f7f1ef' })) },
  {
    shape: 'oval',
    length: 62,
    designs: ['#2bb5b0', '#f4dc4d', '#2bb5b0', '#f4dc4d', '#2bb5b0'].map((c) => solid(c)),
  },
  { shape: 'square', length: 64, designs: five(solid('#b5733f')) },
  { shape: 'toe', length: 40, designs: five(solid('#b3102a')), toes: true },
];

const SKIN_TONES = ['#f0cdb8', '#e2b091', '#c98e6c', '#a8714f', '#e8bfa5'];

/** The skin tone of the hand in testimonial picture `index`. */
export const skinOf = (index: number) => SKIN_TONES[index % SKIN_TONES.length]!;

/** The fingertips of testimonial `index`, drawn for a 400×400 frame (fingers run off its bottom). */
export function hand(doc: SvgDoc, index: number): string {
  const testimonial = TESTIMONIALS[index];
  if (!testimonial) throw new Error(`No testimonial picture ${index + 1}`);
  const skin = skinOf(index);
  const fingers = testimonial.toes
    ? [
        { x: 92, y: 250, w: 96, r: -6 },
        { x: 178, y: 218, w: 64, r: 2 },
        { x: 242, y: 232, w: 58, r: 6 },
        { x: 300, y: 250, w: 52, r: 10 },
        { x: 352, y: 272, w: 46, r: 14 },
      ]
    : [
        { x: 70, y: 290, w: 62, r: -14 },
        { x: 140, y: 230, w: 64, r: -6 },
        { x: 210, y: 210, w: 66, r: 0 },
        { x: 280, y: 232, w: 62, r: 6 },
        { x: 344, y: 278, w: 56, r: 13 },
      ];
  return fingers
    .map((f, i) => {
      const length = testimonial.toes ? f.w * 0.62 : testimonial.length * (f.w / 64);
      const finger = fingertip(
        doc,
        skin,
        f.w,
        length,
        testimonial.shape,
        testimonial.designs[i]!,
        index * 10 + i,
      );
      const shadow = `<path d="M${-f.w / 2 + 8} 400V${-f.w * 0.6}A${f.w / 2} ${f.w / 2} 0 0 1 ${f.w / 2 + 8} ${-f.w * 0.6}V400Z" fill="#4a3530" opacity=".12"/>`;
      return place(shadow + finger, f.x, f.y, 1, f.r);
    })
    .join('');
}

export function testimonialImage(index: number): string {
  const doc = new SvgDoc(400, 400);
  const backdrop = skinBackdrop(doc, mix(skinOf(index), '#f6ebe4', 0.55));
  return doc.render(backdrop + place(hand(doc, index), -30, -95, 1.15));
}
