// npm start's children (Vite, decap-server, the webhook sink) as one unit. Each child leads a
// process group of its own, so that stopping it reaches what it started in turn (tsx's node,
// esbuild's service): Ctrl+C, SIGTERM, a child that stops or a crash of npm start itself stops
// every group, and npm start waits for them to end before it exits, so nothing keeps a port.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type SupervisedChild = { name: string; process: ChildProcess };

export type Supervisor = {
  /** Starts `command` as the leader of a new process group. */
  run: (name: string, command: string, args: string[], env: NodeJS.ProcessEnv) => SupervisedChild;
  /** Stops every group (SIGTERM, then SIGKILL after `graceMs`), then calls `exit(code)`. */
  stop: (code: number, why: string) => Promise<void>;
};

export type SupervisorOptions = {
  cwd: string;
  log?: (line: string) => void;
  /** How long a group gets to end after SIGTERM before SIGKILL (ms). */
  graceMs?: number;
  exit?: (code: number) => void;
};

/** Sends `signal` to the process group led by `pid`; false when no process of it is left. */
export function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The living processes of the process group `pgid`, from /proc (Linux): a zombie is not counted,
 * as a killed grandchild may stay one when nothing reaps it (a container's init). Elsewhere, any
 * process the group still has.
 */
export function groupMembers(pgid: number): number[] {
  if (process.platform !== 'linux') return signalGroup(pgid, 0) ? [pgid] : [];
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so read after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(entry));
  }
  return members;
}

/** Waits until no living process of the group `pgid` is left, at most `ms`; true when none is. */
async function groupGone(pgid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (groupMembers(pgid).length > 0) {
    if (Date.now() > until) return false;
    await sleep(50);
  }
  return true;
}

export function createSupervisor({
  cwd,
  log = (line) => console.log(line),
  graceMs = 5000,
  exit = (code) => process.exit(code),
}: SupervisorOptions): Supervisor {
  const children: SupervisedChild[] = [];
  let stopping: Promise<void> | undefined;

  const stop = (code: number, why: string): Promise<void> => {
    stopping ??= (async () => {
      log(`[start] ${why}; stopping everything.`);
      const groups = children.flatMap(({ process: child }) => (child.pid === undefined ? [] : [child.pid]));
      // The leader may have ended already while its group lives on (a grandchild): signal the group.
      for (const pid of groups) signalGroup(pid, 'SIGTERM');
      const ended = await Promise.all(groups.map((pid) => groupGone(pid, graceMs)));
      for (const [i, pid] of groups.entries()) {
        if (ended[i]) continue;
        log(`[start] process group ${pid} did not stop within ${graceMs} ms: killing it.`);
        signalGroup(pid, 'SIGKILL');
        await groupGone(pid, 1000);
      }
      exit(code);
    })();
    return stopping;
  };

  const run: Supervisor['run'] = (name, command, args, env) => {
    // stdin is not given: a child in a process group of its own that read the terminal would be
    // stopped by it (SIGTTIN); output goes to npm start's terminal as before.
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
    const entry = { name, process: child };
    children.push(entry);
    child.on('error', (error) => void stop(1, `${name} could not start (${error.message})`));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      void stop(code === 0 ? 0 : 1, `${name} stopped (${signal ?? `exit code ${code ?? '?'}`})`);
    });
    return entry;
  };

  return { run, stop };
}

/** Fields of /proc/<pid>/stat after the command name (Linux): [state, ppid, pgrp, session, ...]. */
function procStat(pid: number | 'self'): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Whether process `pid` still runs (a zombie counts as ended). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = procStat(pid);
  return process.platform !== 'linux' || (stat !== undefined && stat[0] !== 'Z');
}

/**
 * npm start's ancestors up to its session's leader (the terminal's shell, or npm when started
 * with setsid): tsx, npm, the shell. Only the parent where /proc is missing.
 */
function ancestors(): number[] {
  const session = Number(procStat('self')?.[3]);
  const chain: number[] = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 10;) {
    chain.push(pid);
    if (pid === session) break;
    const parent = Number(procStat(pid)?.[1]);
    if (!Number.isInteger(parent)) break;
    pid = parent;
  }
  return chain;
}

/**
 * Calls `onGone` once one of npm start's ancestors ends (checked every `intervalMs`). `kill` of
 * npm's own pid ends npm without passing the signal on: tsx and npm start would run on, and
 * every child with them, holding the ports.
 */
export function whenAncestorsEnd(onGone: (pid: number) => void, intervalMs = 1000): () => void {
  const watched = ancestors();
  const timer = setInterval(() => {
    const gone = watched.find((pid) => !processRuns(pid));
    if (gone !== undefined) {
      clearInterval(timer);
      onGone(gone);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
