// The exact form Decap CMS writes content files in, made by Decap's own code from node_modules:
// decap-cms-core's front-matter and YAML formatters (the `yaml` 1.x library with Decap's options)
// and decap-cms-widget-markdown's serializers (remark-stringify with Decap's settings: `*`
// bullets and emphasis, its escapes, trailing whitespace trimmed). The files in content/ are in
// this form and `npm run content:import` writes it, so that saving an entry in the CMS changes
// only the lines of the fields the owner changed (docs/decisions/014-cms-file-form.md).
import { register } from 'node:module';
import type { FrontmatterFormatter } from 'decap-cms-core/dist/esm/formats/frontmatter.js';

// The widget's serializers import its editor module only for the registry of editor components;
// the hooks answer that import with an empty registry (see resolve-hooks.mjs).
register('./resolve-hooks.mjs', import.meta.url);

const [{ frontmatterYAML }, yamlFormatter, serializers] = await Promise.all([
  import('decap-cms-core/dist/esm/formats/frontmatter.js'),
  import('decap-cms-core/dist/esm/formats/yaml.js').then((module) => module.default),
  import('decap-cms-widget-markdown/dist/esm/serializers/index.js'),
]);

/** The two file formats of content/: Markdown with YAML front matter, and YAML. */
export type CmsFileFormat = 'frontmatter' | 'yaml';

/** The CMS field that holds the text below the front matter. */
export const CMS_BODY_FIELD = 'body';

const frontmatter: FrontmatterFormatter = frontmatterYAML();

/**
 * Markdown as the CMS's rich-text editor saves it: parsed into the editor's document and written
 * back, as happens to a body as soon as the owner types in it.
 */
export function cmsMarkdown(markdown: string): string {
  return serializers.slateToMarkdown(serializers.markdownToSlate(markdown));
}

/** A file's data as the CMS reads it (a front-matter file's body under `body`, when not empty). */
export function parseCmsFile(format: CmsFileFormat, text: string): Record<string, unknown> {
  return format === 'yaml'
    ? (yamlFormatter.fromFile(text) as Record<string, unknown>)
    : frontmatter.fromFile(text);
}

/**
 * A file's text as the CMS writes it: `data`'s keys in the order of `fieldOrder` (the collection's
 * fields; others keep their place), a front-matter file's `body` below the closing `---`.
 */
export function cmsFileText(
  format: CmsFileFormat,
  data: Record<string, unknown>,
  fieldOrder: readonly string[],
): string {
  return format === 'yaml'
    ? yamlFormatter.toFile(data, [...fieldOrder])
    : frontmatter.toFile(data as { body?: string } & Record<string, unknown>, [...fieldOrder]);
}
