// The published courses and blog posts the built site serves (dist/courses.json, dist/blog.json),
// the compiled long pages, and the texts a visitor should read for them, computed here
// independently of the app's own code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { BlogPost, Course, CoursesFile, Page as ContentPage } from '../../../src/lib/schema.ts';
import { DIST_DIR, ROOT_DIR } from './config.ts';

export type { BlogPost, Course };

export function publishedCourses(): Course[] {
  const file = JSON.parse(readFileSync(path.join(DIST_DIR, 'courses.json'), 'utf8')) as CoursesFile;
  return file.courses;
}

export function publishedPosts(): BlogPost[] {
  return JSON.parse(readFileSync(path.join(DIST_DIR, 'blog.json'), 'utf8')) as BlogPost[];
}

/** Posts newest first (the blog's order), ties broken by the higher id. */
export function postsNewestFirst(): BlogPost[] {
  return [...publishedPosts()].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** A long page compiled from content/pages/<name>.md. */
export function contentPage(name: string): ContentPage {
  return JSON.parse(
    readFileSync(path.join(ROOT_DIR, 'src', 'generated', 'pages', `${name}.json`), 'utf8'),
  ) as ContentPage;
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-03-05' → '5 de março de 2026', the long Portuguese date of docs/product.md §2.13. */
export function longPortugueseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`bad date ${isoDate}`);
  return `${day} de ${MONTHS[month - 1] ?? '?'} de ${year}`;
}

export type JsonLd = Record<string, unknown>;

/** Every JSON-LD object in the page's <script type="application/ld+json"> blocks. */
export async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const value = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(value) ? value : [value];
  });
}

/** The value of a localStorage key, parsed as JSON (null when missing). */
export function storedJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate((storageKey) => {
    const raw = window.localStorage.getItem(storageKey);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}
