import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourOf, productImage } from './catalogue-scenes.ts';
import { catalogueImages } from './generate-product-images.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('catalogue pictures', () => {
  it('are all committed: the site works without running the generator', async () => {
    const images = await catalogueImages(root);
    expect(images.size).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const sitePath of images.keys()) {
      const committed = await readFile(path.join(root, 'public', sitePath), 'utf8').catch(() => undefined);
      if (committed === undefined) missing.push(sitePath);
    }
    expect(missing).toEqual([]);
  });

  it('are the same on every run', async () => {
    const [first, second] = await Promise.all([catalogueImages(root), catalogueImages(root)]);
    expect([...second]).toEqual([...first]);
  });

  it('load nothing from outside the file and stay small', async () => {
    const images = await catalogueImages(root);
    let total = 0;
    for (const [sitePath, svg] of images) {
      const external = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
      expect(external, sitePath).not.toMatch(/https?:|<image|@import|@font-face|url\((?!#)/);
      expect(svg.length, sitePath).toBeLessThan(12_000);
      total += svg.length;
    }
    expect(total).toBeLessThan(1_000_000);
  });

  it('draws a single product in less than 6 KB', () => {
    for (const slug of ['gel-polish-vermelho-paixao-10-ml', 'gel-builder-pink-50-ml', 'cabine-led-uv-48-w'])
      expect(productImage({ slug, name: 'Gel Polish Vermelho Paixão 10 ml' }, 1).length).toBeLessThan(6_000);
  });

  it('tells a product it has no drawing for', () => {
    expect(() => productImage({ slug: 'unknown-thing', name: 'Unknown' }, 1)).toThrow(/unknown-thing/);
  });
});

describe('colourOf', () => {
  it('maps the colour named in a product name, the longest name first', () => {
    expect(colourOf('Gel Polish Vermelho Paixão 10 ml')).toBe('#c4122f');
    expect(colourOf('Gel Polish Azul Meia-Noite 10 ml')).toBe('#1f2a4d');
    expect(colourOf('Gel Polish Azul Céu 10 ml')).toBe('#8fb8de');
    expect(colourOf('Acryl Color Nude Rosé 15 g')).toBe('#e3b5a8');
    expect(colourOf('Painting Gel Preto 5 g')).toBe('#1d1a1b');
  });

  it('is undefined for a name without a colour', () => {
    expect(colourOf('Cabine LED UV 48 W')).toBeUndefined();
  });
});
