// The result of npm start's content build, reported back to the owner inside the CMS. npm start
// (scripts/start.ts) keeps the state of its build queue and the last build's result in a file
// that its Vite dev server serves at BUILD_STATUS_PATH; the CMS (src/cms/build-report.ts) reads it
// after each save and shows what it says: the site was updated, or the problems that keep it from
// being updated. Only the dev server has this address: the production CMS never asks for it.

export const BUILD_STATUS_PATH = '/__start/build-status.json';

/** The last finished build. */
export type BuildResult = {
  /** When it started (ms since 1970): it saw every file saved before then. */
  startedAt: number;
  finishedAt: number;
  ok: boolean;
  /** Every problem that refused the content, as `path:line  field: message` (the build's words). */
  problems: string[];
};

/** What the dev server answers: no watcher (a plain `vite`), or npm start's build state. */
export type BuildStatus = { watching: false } | { watching: true; busy: boolean; last: BuildResult | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseResult(value: unknown): BuildResult | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { startedAt, finishedAt, ok, problems } = value;
  if (typeof startedAt !== 'number' || typeof finishedAt !== 'number' || typeof ok !== 'boolean')
    return undefined;
  if (!Array.isArray(problems) || !problems.every((line) => typeof line === 'string')) return undefined;
  return { startedAt, finishedAt, ok, problems };
}

/** The status from the answer's JSON, or undefined when it is not one (treated as no watcher). */
export function parseBuildStatus(value: unknown): BuildStatus | undefined {
  if (!isRecord(value)) return undefined;
  if (value.watching === false) return { watching: false };
  if (value.watching !== true || typeof value.busy !== 'boolean') return undefined;
  const last = parseResult(value.last);
  return last === undefined ? undefined : { watching: true, busy: value.busy, last };
}

/** What the CMS shows: nothing, the build at work, the site updated, or the content refused. */
export type BuildNotice =
  { kind: 'none' } | { kind: 'working' } | { kind: 'updated' } | { kind: 'refused'; problems: string[] };

/**
 * The notice for `status`, the owner having saved at `savedAt` (undefined: no save waits for its
 * build). A refused content is shown whenever it is the last result, saved or not (it keeps every
 * later change off the site); 'updated' only answers a save, once a build that started after it
 * has ended with nothing more to build.
 */
export function buildNotice(status: BuildStatus, savedAt: number | undefined): BuildNotice {
  if (!status.watching) return { kind: 'none' };
  const { busy, last } = status;
  const settled = !busy && last !== null && (savedAt === undefined || last.startedAt >= savedAt);
  if (settled && !last.ok) return { kind: 'refused', problems: last.problems };
  if (savedAt !== undefined) return settled ? { kind: 'updated' } : { kind: 'working' };
  if (last && !last.ok) return { kind: 'refused', problems: last.problems };
  return { kind: 'none' };
}

/** The notice's Portuguese text: a heading and, when refused, one line per problem. */
export function noticeText(notice: BuildNotice): { title: string; lines: string[] } | undefined {
  switch (notice.kind) {
    case 'none':
      return undefined;
    case 'working':
      return { title: 'A atualizar o site…', lines: [] };
    case 'updated':
      return { title: 'O site foi atualizado.', lines: [] };
    case 'refused': {
      const count = notice.problems.length;
      return {
        title:
          `O site não foi atualizado: o conteúdo tem ${count} ${count === 1 ? 'problema' : 'problemas'}. ` +
          `Corrija ${count === 1 ? 'este problema' : 'estes problemas'} e publique de novo; ` +
          'até lá, nenhuma alteração chega ao site.',
        lines: notice.problems,
      };
    }
  }
}
