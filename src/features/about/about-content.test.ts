import { describe, expect, it } from 'vitest';
import { aboutPageFrontMatterSchema, ABOUT_VALUES_COUNT } from '#src/lib/schema.ts';
import { aboutContent } from './about-content.ts';

describe('about page content', () => {
  it('reads the published about page, which passes the about page schema', () => {
    expect(aboutPageFrontMatterSchema.safeParse(aboutContent).success).toBe(true);
    expect(aboutContent.values).toHaveLength(ABOUT_VALUES_COUNT);
    expect(aboutContent.body).toContain('##');
  });

  it('is refused by the schema when a field of its own is blank, missing or short of values', () => {
    const { vision: _vision, ...withoutVision } = aboutContent;
    const malformed = { ...withoutVision, mission: '  ', values: aboutContent.values.slice(0, 3) };
    const result = aboutPageFrontMatterSchema.safeParse(malformed);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['mission', 'vision', 'values']));
  });
});
