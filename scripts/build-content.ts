// npm run content: validates content/ and writes the data files the site serves and bundles.
// Exits non-zero, listing every problem as `path:line  field: message`, on any invalid file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCmsConfig, cmsConfigInput, cmsConfigYaml, type CmsEnv } from './cms/cms-config.ts';
import { compileContent, type CompiledContent } from './content/compile.ts';
import { formatProblem } from './content/problems.ts';
import { coursesVersion } from './content/courses-version.ts';
import { exitWhenWritten } from './io/terminal.ts';
import { writeFileAtomic } from './io/write-file-atomic.ts';
import { buildResponsiveImages, type ImageFailure } from './media/responsive-images.ts';

const BUILT_IN_POSTS = 3;

/** Every output file and its text, for the given compiled content (and the build's environment, for the CMS). */
export function contentOutputs(content: CompiledContent, env: CmsEnv = process.env): Map<string, string> {
  const outputs = new Map<string, string>();
  const json = (value: unknown) => `${JSON.stringify(value)}\n`;
  outputs.set('public/products.json', json(content.products));
  outputs.set('public/courses.json', json(content.courses));
  outputs.set('public/blog.json', json(content.blog));
  outputs.set('src/generated/settings.json', json(content.settings));
  // The testimonials again, alone: only their pages import them, and a page importing any part of
  // settings.json bundles every part any page imports into the first JavaScript of every page.
  outputs.set('src/generated/testimonials.json', json(content.settings.testimonials));
  // The built-in defaults (docs/product.md §3) are the published courses and newest posts at build time.
  outputs.set(
    'src/generated/defaults.json',
    json({ courses: content.courses, posts: content.blog.slice(0, BUILT_IN_POSTS) }),
  );
  for (const page of content.pages) outputs.set(`src/generated/pages/${page.name}.json`, json(page));
  // The CMS's configuration: its choices and filters follow the content, so it is made by every
  // build and never tracked (docs/decisions/014-cms-file-form.md), like the other outputs.
  outputs.set('public/admin/config.yml', cmsConfigYaml(buildCmsConfig(cmsConfigInput(content), env)));
  return outputs;
}

async function writeIfChanged(file: string, text: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return false;
  // Whole or not at all: the dev server may serve the file while it is written.
  await writeFileAtomic(file, text);
  return true;
}

/** A build's verdict: every problem that refused the content, as printed (`path:line  field: message`). */
export type ContentBuildResult = { ok: boolean; problems: string[] };

/** The line for a photo the pipeline could not use (no line number: the whole file is at fault). */
export const imageProblem = (failure: ImageFailure) =>
  /\.svg$/i.test(failure.file)
    ? `${failure.file}  imagem: não foi possível desenhar este SVG (${failure.message}); substitua-o por um ficheiro SVG válido, ou por uma fotografia JPEG, PNG ou WebP.`
    : `${failure.file}  imagem: não foi possível converter esta fotografia (${failure.message}); substitua-a por um ficheiro JPEG, PNG ou WebP válido.`;

/**
 * Compiles content/, makes the photos' responsive variants (public/_img/, cached by content hash:
 * unchanged photos cost nothing), then writes the content's outputs. The variants come first, so
 * that the data of a page never names a picture before it exists (a photo published through the
 * CMS shows on its page as soon as the page does). `images: false` skips them; `reportProblem`
 * prints each line of a refusal (console.error by default).
 */
export async function runContentBuild(
  root: string,
  { images = true, reportProblem = (line: string) => console.error(line) } = {},
): Promise<ContentBuildResult> {
  const refuse = (problems: string[]): ContentBuildResult => {
    reportProblem(`Content has ${problems.length} problem(s); nothing was written:\n`);
    for (const problem of problems) reportProblem(problem);
    return { ok: false, problems };
  };
  const result = await compileContent(root, await coursesVersion(root));
  if (!result.ok) return refuse(result.problems.map(formatProblem));
  if (images) {
    const { failed } = await buildResponsiveImages({ root });
    if (failed.length > 0) return refuse(failed.map(imageProblem));
  }
  const outputs = contentOutputs(result.content);
  let written = 0;
  for (const [file, text] of outputs) if (await writeIfChanged(path.join(root, file), text)) written++;
  const { products, courses, blog, pages } = result.content;
  console.log(
    `Content OK: ${products.length} products, ${courses.courses.length} courses (version ${courses.version}), ${blog.length} posts, ${pages.length} pages; ${written} file(s) updated.`,
  );
  return { ok: true, problems: [] };
}

/** runContentBuild's verdict alone: true when the content was accepted and written. */
export async function buildContent(
  root: string,
  options: Parameters<typeof runContentBuild>[1] = {},
): Promise<boolean> {
  return (await runContentBuild(root, options)).ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // The project's own root, or the one given (`tsx scripts/build-content.ts <root>`: the tests' copies).
  const given = process.argv[2];
  const root = given ? path.resolve(given) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  buildContent(root).then(
    (ok) => exitWhenWritten(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      return exitWhenWritten(1);
    },
  );
}
