import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portIsFree, portsInUse } from './ports.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Listens on a free port chosen by the system and returns it. */
function occupy(): Promise<number> {
  return new Promise((resolve) => {
    server = createServer().listen(0, '127.0.0.1', () => {
      const address = server?.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('portsInUse', () => {
  it('names a taken port, its service and what to do; a free one says nothing', async () => {
    const taken = await occupy();
    expect(await portIsFree(taken)).toBe(false);
    const messages = await portsInUse([
      { port: taken, service: 'the site (Vite dev server)', variable: 'SITE_PORT' },
    ]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(
      `Port ${taken} is in use, so the site (Vite dev server) cannot start there.`,
    );
    expect(messages[0]).toContain('an earlier `npm start` is still running');
    expect(messages[0]).toContain('SITE_PORT=<port> npm start');

    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await portIsFree(taken)).toBe(true);
    expect(await portsInUse([{ port: taken, service: 'x', variable: 'X' }])).toEqual([]);
  });
});
