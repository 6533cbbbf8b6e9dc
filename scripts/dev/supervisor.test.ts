// Real processes: a child that starts a grandchild of its own (as tsx starts node), stopped as
// one process group; a child that dies takes the others with it.
import { describe, expect, it } from 'vitest';
import { createSupervisor, groupMembers } from './supervisor.ts';

/** A shell that starts a long sleep in the background (a grandchild) and waits for it. */
const PARENT_OF_SLEEPER = ['-c', 'sleep 60 & wait'];

const alive = (pgid: number) => groupMembers(pgid).length > 0;

function supervised(graceMs = 2000) {
  const lines: string[] = [];
  let resolveExit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => (resolveExit = resolve));
  const supervisor = createSupervisor({
    cwd: process.cwd(),
    log: (line) => lines.push(line),
    graceMs,
    exit: resolveExit,
  });
  return { supervisor, lines, exited };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('createSupervisor', () => {
  it('stops every child and its children, then exits with the code given', async () => {
    const { supervisor, exited, lines } = supervised();
    const a = supervisor.run('a', 'sh', PARENT_OF_SLEEPER, process.env);
    const b = supervisor.run('b', 'sh', PARENT_OF_SLEEPER, process.env);
    const groups = [a.process.pid!, b.process.pid!];
    await until(() => groups.every(alive));
    void supervisor.stop(0, 'Ctrl+C');
    expect(await exited).toBe(0);
    expect(groups.filter(alive)).toEqual([]);
    expect(lines[0]).toBe('[start] Ctrl+C; stopping everything.');
  });

  it('a child that dies stops the others, and the exit code says it failed', async () => {
    const { supervisor, exited, lines } = supervised();
    const long = supervisor.run('vite', 'sh', PARENT_OF_SLEEPER, process.env);
    const crashing = supervisor.run('cms backend', 'sh', ['-c', 'sleep 60 & sleep 0.2; exit 3'], process.env);
    expect(await exited).toBe(1);
    expect(lines[0]).toBe('[start] cms backend stopped (exit code 3); stopping everything.');
    // The crashed child's own background sleep is gone too: its whole group was stopped.
    expect([long.process.pid!, crashing.process.pid!].filter(alive)).toEqual([]);
  });

  it('kills a group that ignores SIGTERM once the grace time is over', async () => {
    const { supervisor, exited, lines } = supervised(300);
    const stubborn = supervisor.run(
      'stubborn',
      'sh',
      ['-c', "trap '' TERM; sleep 60 & wait; sleep 60"],
      process.env,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    void supervisor.stop(0, 'SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(stubborn.process.pid!)).toBe(false);
    expect(lines.some((line) => line.includes('did not stop within 300 ms'))).toBe(true);
  });

  it('stops once, however many reasons come', async () => {
    const { supervisor, exited, lines } = supervised();
    supervisor.run('a', 'sh', PARENT_OF_SLEEPER, process.env);
    await Promise.all([supervisor.stop(0, 'Ctrl+C'), supervisor.stop(1, 'SIGTERM')]);
    expect(await exited).toBe(0);
    expect(lines.filter((line) => line.includes('stopping everything'))).toHaveLength(1);
  });
});
