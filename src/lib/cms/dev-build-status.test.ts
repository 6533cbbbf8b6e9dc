import { describe, expect, it } from 'vitest';
import {
  buildNotice,
  noticeText,
  parseBuildStatus,
  type BuildResult,
  type BuildStatus,
} from './dev-build-status.ts';

const result = (startedAt: number, problems: string[] = []): BuildResult => ({
  startedAt,
  finishedAt: startedAt + 500,
  ok: problems.length === 0,
  problems,
});
const watching = (busy: boolean, last: BuildResult | null): BuildStatus => ({ watching: true, busy, last });
const PROBLEM = 'content/products/gel.md:4  salePrice: O preço de saldo deve ser menor do que o preço';

describe('buildNotice', () => {
  it('says nothing without a watcher, or when the last build passed and nothing was saved', () => {
    expect(buildNotice({ watching: false }, 1000)).toEqual({ kind: 'none' });
    expect(buildNotice(watching(false, result(100)), undefined)).toEqual({ kind: 'none' });
    expect(buildNotice(watching(true, result(100)), undefined)).toEqual({ kind: 'none' });
  });

  it('after a save: working until a build that started after it ends with nothing more to do', () => {
    const savedAt = 1000;
    // The last result predates the save: its build did not read the saved file.
    expect(buildNotice(watching(false, result(900)), savedAt)).toEqual({ kind: 'working' });
    expect(buildNotice(watching(true, result(1100)), savedAt)).toEqual({ kind: 'working' });
    expect(buildNotice(watching(false, null), savedAt)).toEqual({ kind: 'working' });
    expect(buildNotice(watching(false, result(1100)), savedAt)).toEqual({ kind: 'updated' });
  });

  it("after a save: the build's problems when it refused the content", () => {
    expect(buildNotice(watching(false, result(1100, [PROBLEM])), 1000)).toEqual({
      kind: 'refused',
      problems: [PROBLEM],
    });
    // An older refusal does not answer the save: the build that reads it is still to come.
    expect(buildNotice(watching(true, result(900, [PROBLEM])), 1000)).toEqual({ kind: 'working' });
  });

  it('shows a refused content with no save (a file edited by hand), until a build accepts it', () => {
    expect(buildNotice(watching(false, result(100, [PROBLEM])), undefined)).toEqual({
      kind: 'refused',
      problems: [PROBLEM],
    });
    expect(buildNotice(watching(true, result(100, [PROBLEM])), undefined).kind).toBe('refused');
    expect(buildNotice(watching(false, result(200)), undefined)).toEqual({ kind: 'none' });
  });
});

describe('noticeText', () => {
  it('says in Portuguese that the site was not updated, with every problem and the right number', () => {
    const one = noticeText({ kind: 'refused', problems: [PROBLEM] });
    expect(one?.title).toMatch(/^O site não foi atualizado: o conteúdo tem 1 problema\. /);
    expect(one?.lines).toEqual([PROBLEM]);
    expect(noticeText({ kind: 'refused', problems: [PROBLEM, PROBLEM] })?.title).toMatch(/tem 2 problemas\./);
    expect(noticeText({ kind: 'updated' })?.title).toBe('O site foi atualizado.');
    expect(noticeText({ kind: 'working' })?.title).toBe('A atualizar o site…');
    expect(noticeText({ kind: 'none' })).toBeUndefined();
  });
});

describe('parseBuildStatus', () => {
  it('reads what npm start writes and refuses anything else', () => {
    const status = watching(false, result(5, [PROBLEM]));
    expect(parseBuildStatus(JSON.parse(JSON.stringify(status)))).toEqual(status);
    expect(parseBuildStatus({ watching: false })).toEqual({ watching: false });
    expect(parseBuildStatus({ watching: true, busy: true, last: null })).toEqual(watching(true, null));
    for (const bad of [
      null,
      '<!doctype html>',
      [],
      { watching: true },
      { watching: true, busy: 'no', last: null },
      { watching: true, busy: false, last: { ...result(1), problems: [1] } },
      { watching: true, busy: false, last: { ...result(1), ok: 'yes' } },
    ])
      expect(parseBuildStatus(bad)).toBeUndefined();
  });
});
