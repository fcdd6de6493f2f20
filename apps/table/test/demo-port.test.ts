// `pnpm demo` serves the built demo page on the port it is given (`--port`, 4173 by default), and a port already
// taken is said in one line, exit 1, with no stack trace (scripts/preview.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type Server, createServer } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const APP = join(import.meta.dirname, '..');

/** The demo's server as a process of its own: `node --import tsx scripts/preview.ts …args`. */
function demo(args: readonly string[]): { child: ChildProcess; out: () => string; err: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/preview.ts', ...args], {
    cwd: APP,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (err += d));
  // Without the colours vite prints where it thinks a terminal or CI shows them (they split an address's parts).
  return { child, out: () => stripVTControlCharacters(out), err: () => stripVTControlCharacters(err) };
}

/** A server holding a free port of 127.0.0.1. */
async function holdPort(): Promise<Server> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}
const portOf = (server: Server): number => (server.address() as { port: number }).port;

const started: ChildProcess[] = [];
const held: Server[] = [];
afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await once(child, 'exit');
    }
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
  }
  for (const server of held.splice(0)) server.close();
});

describe('the demo server', () => {
  it('says in one line that a port is taken and how to pick another, and exits 1', async () => {
    const busy = await holdPort();
    held.push(busy);
    const port = portOf(busy);
    const run = demo(['--port', String(port)]);
    started.push(run.child);
    const [code] = (await once(run.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(run.err().trim().split('\n')).toEqual([
      `demo: port ${String(port)} is taken (another demo, or another server): pick another with pnpm demo --port ${String(port + 1)}`,
    ]);
    expect(run.out()).not.toMatch(/\n\s+at /);
  });

  it('serves the demo page on the port --port gives', async () => {
    const free = await holdPort();
    const port = portOf(free);
    await new Promise((resolve) => free.close(resolve));
    const run = demo(['--port', String(port)]);
    started.push(run.child);
    const url = `http://127.0.0.1:${String(port)}/`;
    await expect.poll(() => run.out(), { timeout: 60_000 }).toContain(url);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<birimba-table');
  });

  it('refuses a port that is no port, in one line', async () => {
    const run = demo(['--port', 'http']);
    started.push(run.child);
    const [code] = (await once(run.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(run.err().trim()).toBe('demo: --port is a port number from 1 to 65535, not "http"');
  });
});
