// The about page's content (content/pages/sobre.md, compiled to src/generated/pages/sobre.json).
// The content build checks only the fields every long page has; the about page's own fields are
// checked here, when the page is loaded, so a malformed file fails loudly (and in the tests)
// instead of showing an empty section. zod/mini keeps the check small in the page's bundle.
import * as z from 'zod/mini';
import generated from '#src/generated/pages/sobre.json';

const text = z.string().check(z.trim(), z.minLength(1, 'is required'));

export const ABOUT_VALUES_COUNT = 4;

export const aboutPageSchema = z.object({
  title: text,
  updated: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-mm-dd')),
  description: text,
  mission: text,
  vision: text,
  values: z
    .array(z.object({ title: text, text: text }))
    .check(z.length(ABOUT_VALUES_COUNT, `must list exactly ${ABOUT_VALUES_COUNT} values`)),
  message: text,
  body: text,
});

export type AboutContent = z.infer<typeof aboutPageSchema>;

/** The about page's content, or an error naming the source file and every problem. */
export function parseAboutContent(data: unknown): AboutContent {
  const result = aboutPageSchema.safeParse(data);
  if (!result.success) {
    throw new Error(`content/pages/sobre.md is not a valid about page:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const aboutContent: AboutContent = parseAboutContent(generated);
