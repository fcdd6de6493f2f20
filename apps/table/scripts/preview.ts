// The demo page served as `pnpm demo` serves it: the built dist/ by Vite's `vite preview` on 127.0.0.1, port 4173 or
// the one `--port N` asks for (`--host H` too). A port already taken, or nothing built, is said in one line and the
// process exits 1, where Vite's own command printed a stack trace.
// Usage, after a build: tsx scripts/preview.ts [--port 4173] [--host 127.0.0.1]

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { preview } from 'vite';

export const DEFAULT_PORT = 4173;

/** The sentence for a port Vite could not listen on, or nothing when the failure is another. */
export function portProblem(error: unknown, port: number): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  if (code !== 'EADDRINUSE' && !message.includes('is already in use')) return undefined;
  return `port ${String(port)} is taken (another demo, or another server): pick another with pnpm demo --port ${String(port + 1)}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`--port is a port number from 1 to 65535, not ${JSON.stringify(values.port)}`);
  try {
    const server = await preview({
      root: join(import.meta.dirname, '..'),
      preview: { host: values.host, port, strictPort: true, open: false },
    });
    server.printUrls();
  } catch (e) {
    throw new Error(portProblem(e, port) ?? (e instanceof Error ? e.message : String(e)), { cause: e });
  }
}

try {
  await main();
} catch (e) {
  console.error(`demo: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}
