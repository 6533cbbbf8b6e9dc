// npm start checks its ports before it starts anything: a port in use (most often an earlier
// npm start still running) is named, with the service it is for and what to do, instead of the
// EADDRINUSE stack trace of whichever child met it first.
import { createServer } from 'node:net';

export type PortNeed = {
  port: number;
  /** What listens there, as the message names it ('the site (Vite)'). */
  service: string;
  /** The environment variable that chooses another port. */
  variable: string;
};

/** Whether `port` on `host` can be listened on now. */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The message for a port in use. */
export function portInUseMessage({ port, service, variable }: PortNeed): string {
  return (
    `[start] Port ${port} is in use, so ${service} cannot start there.\n` +
    `        Most often an earlier \`npm start\` is still running: stop it with Ctrl+C in its terminal\n` +
    `        (see what holds the port: \`lsof -i :${port}\` or \`fuser ${port}/tcp\`),\n` +
    `        or use another port: ${variable}=<port> npm start`
  );
}

/** The messages for every port of `needs` that is in use (none when all are free). */
export async function portsInUse(needs: readonly PortNeed[], host?: string): Promise<string[]> {
  const free = await Promise.all(needs.map((need) => portIsFree(need.port, host)));
  return needs.filter((_, i) => !free[i]).map(portInUseMessage);
}
