// Build time: `npm run build` of the large catalogue in a fresh copy (cold: no cache of any
// earlier build), then again in the same copy (warm: whatever the build keeps between runs),
// against the cold build of the sample in the same run.
import { buildProject, prepareProject, type Project } from './project.ts';
import { ratio, type Figure } from './report.ts';

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export async function buildSection(
  root: string,
  work: string,
): Promise<{ figures: Figure[]; sample: Project; large: Project }> {
  console.log('  building the sample catalogue (cold)…');
  const sample = await prepareProject(root, work, 'sample');
  const sampleMs = await buildProject(sample, 'cold');
  console.log(`  sample: ${seconds(sampleMs)}; building 5,000 products and 300 posts (cold)…`);
  const large = await prepareProject(root, work, 'large');
  const coldMs = await buildProject(large, 'cold');
  console.log(`  5,000 products cold: ${seconds(coldMs)}; again (warm)…`);
  const warmMs = await buildProject(large, 'warm');
  console.log(`  5,000 products warm: ${seconds(warmMs)}`);
  const figures: Figure[] = [
    {
      section: 'build',
      name: 'npm run build, sample catalogue (cold)',
      value: seconds(sampleMs),
      budget: '(baseline)',
    },
    {
      section: 'build',
      name: 'npm run build, 5,000 products + 300 posts, cold',
      value: `${seconds(coldMs)} (${ratio(coldMs / sampleMs)} sample)`,
      budget: '≤ 90 s',
      pass: coldMs <= 90_000,
    },
    {
      section: 'build',
      name: 'npm run build, 5,000 products + 300 posts, warm (second build, same folder)',
      value: `${seconds(warmMs)} (${ratio(warmMs / sampleMs)} sample)`,
      budget: '≤ 90 s',
      pass: warmMs <= 90_000,
    },
  ];
  return { figures, sample, large };
}
