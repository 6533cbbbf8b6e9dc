import { describe, expect, it } from 'vitest';
import generated from '#src/generated/pages/sobre.json';
import { aboutContent, parseAboutContent } from './about-content.ts';

describe('about page content', () => {
  it('reads the published about page', () => {
    expect(aboutContent.title).toBe(generated.title);
    expect(aboutContent.mission.length).toBeGreaterThan(0);
    expect(aboutContent.vision.length).toBeGreaterThan(0);
    expect(aboutContent.values).toHaveLength(4);
    expect(aboutContent.message.length).toBeGreaterThan(0);
    expect(aboutContent.body).toContain('##');
  });

  it('fails loudly, naming the file and the fields, when the page is malformed', () => {
    const malformed = { ...generated, mission: '  ', values: generated.values.slice(0, 3) };
    expect(() => parseAboutContent(malformed)).toThrow(
      /content\/pages\/sobre\.md[\s\S]*mission[\s\S]*values/,
    );
  });

  it('rejects a page without a vision or with a value without text', () => {
    const { vision: _vision, ...withoutVision } = generated;
    expect(() => parseAboutContent(withoutVision)).toThrow(/vision/);
    const values = generated.values.map((value, index) => (index === 2 ? { title: value.title } : value));
    expect(() => parseAboutContent({ ...generated, values })).toThrow(/values/);
  });
});
