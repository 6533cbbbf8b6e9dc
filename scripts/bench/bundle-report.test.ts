import { describe, expect, it } from 'vitest';
import { describeChunk } from './bundle-report.ts';

describe('describeChunk', () => {
  it("names the largest modules with their share of the chunk's gzip size, a package once", () => {
    const chunk = {
      file: 'assets/index-abc.js',
      modules: [
        { id: 'react-dom', bytes: 9000, gzip: 600 },
        { id: 'src/app/routes.tsx', bytes: 3000, gzip: 300 },
        { id: 'react-dom', bytes: 1000, gzip: 100 },
      ],
    };
    // 1,000 bytes of gzip on their own, 2,048 within the chunk: each share doubles.
    expect(describeChunk('index-abc.js', 2048, chunk)).toBe(
      'index-abc.js 2.0 KB: react-dom 1.4 KB, src/app/routes.tsx 0.6 KB',
    );
  });

  it('sums up the modules past the eighth', () => {
    const modules = Array.from({ length: 10 }, (_, i) => ({ id: `src/m${i}.ts`, bytes: 100, gzip: 10 }));
    const line = describeChunk('a.js', 1024, { file: 'assets/a.js', modules });
    expect(line).toContain('src/m7.ts 0.1 KB, 2 more 0.2 KB');
    expect(line).not.toContain('src/m8.ts');
  });

  it('gives the size alone for a chunk the build did not record', () => {
    expect(describeChunk('b.js', 512, undefined)).toBe('b.js 0.5 KB');
  });
});
