// The bundler build as a page's bundler takes it: two pages bundled with Vite from the package's exports (lit and
// @colyseus/sdk resolved by the bundler, as in an app). One imports `@birimba/table` alone: nothing of the SDK is in
// its bundle, and a table with a `server` says the online part is missing. The other also imports
// `@birimba/table/online`: the SDK is in a chunk loaded only by a table with a `server`, which shows the lobby; a table
// without one plays locally and never fetches it.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type Rolldown, build } from 'vite';
import { connect } from '../../scripts/chromium.js';
import { APP, serve } from './browser.js';
import type {} from './provided.js';

const WORK = mkdtempSync(join(tmpdir(), 'birimba-bundler-'));
const SERVER = 'ws://127.0.0.1:9';

/** The package's exports as the bundler resolves them (`@birimba/table`, `@birimba/table/online`, …). */
function exportAliases(): { find: RegExp; replacement: string }[] {
  const manifest = JSON.parse(readFileSync(join(APP, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import: string }>;
  };
  return Object.entries(manifest.exports).map(([key, target]) => ({
    find: new RegExp(`^@birimba/table${key.slice(1).replace(/[.]/g, '\\.')}$`),
    replacement: join(APP, typeof target === 'string' ? target : target.import),
  }));
}

interface Bundle {
  readonly chunks: readonly Rolldown.OutputChunk[];
  readonly files: Record<string, () => string>;
}

/** The page's script `main.js` bundled by Vite into its own folder. */
async function bundle(name: string, main: string): Promise<Bundle> {
  const root = join(WORK, name);
  const outDir = join(root, 'dist');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'main.js'), main);
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    resolve: { alias: exportAliases() },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      rolldownOptions: { input: join(root, 'main.js'), output: { entryFileNames: 'main.js' } },
    },
  })) as Rolldown.RolldownOutput;
  const files: Record<string, () => string> = {};
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.js')) files[`/${file.split('\\').join('/')}`] = () => readFileSync(join(outDir, file), 'utf8');
  return { chunks: output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk'), files };
}

/** The chunks a chunk loads at once (its static imports, and theirs). */
function loadedAtOnce(chunks: readonly Rolldown.OutputChunk[], first: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk): void => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = chunks.find((c) => c.fileName === file);
      if (next !== undefined) visit(next);
    }
  };
  visit(first);
  return [...seen.values()];
}

const carriesSdk = (chunk: Rolldown.OutputChunk): boolean =>
  chunk.moduleIds.some((id) => /[\\/]@colyseus[\\/]|[\\/]msgpackr[\\/]/.test(id));

const entryOf = (b: Bundle): Rolldown.OutputChunk => b.chunks.find((c) => c.isEntry) as Rolldown.OutputChunk;

let browser: Browser;
let local: Bundle;
let online: Bundle;
let site: { server: Server; origin: string };

/** A page of the site: the element with these attributes, its bundle's script, the events recorded. */
const page = (
  script: string,
  attributes: string,
): string => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>bundled</title><script>
  window.errors = [];
  document.addEventListener('birimba-error', (e) => window.errors.push(JSON.parse(JSON.stringify(e.detail))));
</script><script type="module" src="${script}"></script></head>
<body><birimba-table ${attributes}></birimba-table></body></html>`;

beforeAll(async () => {
  local = await bundle('local', "import '@birimba/table';\n");
  online = await bundle('online', "import '@birimba/table';\nimport '@birimba/table/online';\n");
  const under = (prefix: string, b: Bundle): Record<string, () => string> =>
    Object.fromEntries(Object.entries(b.files).map(([path, body]) => [`/${prefix}${path}`, body]));
  site = await serve(
    '127.0.0.1',
    {
      ...under('local', local),
      ...under('online', online),
      '/local-server.html': () => page('/local/main.js', `server="${SERVER}" lang="en"`),
      '/online-server.html': () => page('/online/main.js', `server="${SERVER}" lang="en"`),
      '/online-local.html': () => page('/online/main.js', 'lang="en" ai-delay="0"'),
    },
    {},
  );
  // The run's Chromium (shared-browser.ts); closing this connection closes its pages.
  browser = await connect(inject('chromiumEndpoint'));
});

afterAll(async () => {
  await browser.close();
  await new Promise((r) => site.server.close(r));
  rmSync(WORK, { recursive: true, force: true });
});

/** Opens a page of the site, with every script it fetched. */
async function open(path: string): Promise<{ p: Page; fetched: string[] }> {
  const p = await browser.newPage({ reducedMotion: 'reduce' });
  const fetched: string[] = [];
  p.on('request', (r) => {
    if (r.url().endsWith('.js')) fetched.push(new URL(r.url()).pathname);
  });
  await p.goto(`${site.origin}${path}`);
  return { p, fetched };
}

const errors = (p: Page): Promise<{ code: string }[]> =>
  p.evaluate(() => (window as unknown as { errors: { code: string }[] }).errors);

describe('the bundler build in a page’s bundle', () => {
  it('keeps the SDK out of a page that imports the main entry alone', () => {
    expect(local.chunks.length).toBeGreaterThan(0);
    expect(local.chunks.filter(carriesSdk).map((c) => c.fileName)).toEqual([]);
  });

  it('puts the SDK in a chunk of its own when the page imports the online entry, not in what loads at once', () => {
    const sdk = online.chunks.filter(carriesSdk);
    expect(sdk).toHaveLength(1);
    expect(loadedAtOnce(online.chunks, entryOf(online)).filter(carriesSdk)).toEqual([]);
    expect(online.chunks.some((c) => c.dynamicImports.includes(sdk[0]?.fileName ?? '-'))).toBe(true);
  });

  it('says the online part is missing when a table has a server and the page did not import it', async () => {
    const { p } = await open('/local-server.html');
    const notice = p.locator('birimba-table [data-failure="online-missing"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Online play is not available on this page');
    expect(await errors(p)).toMatchObject([{ code: 'online-missing', server: SERVER }]);
    // Laid out by the main file's styles (the online part's are exactly what is missing): the error line in the middle
    // of the table's place.
    expect(await p.locator('birimba-table .online-wait').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    await p.close();
  });

  it('shows the lobby of a table with a server when the page imported the online entry', async () => {
    const { p, fetched } = await open('/online-server.html');
    await p.locator('birimba-table [data-lobby]').waitFor();
    expect(await errors(p)).toEqual([]);
    const sdkChunk = `/online/${online.chunks.find(carriesSdk)?.fileName ?? '-'}`;
    expect(fetched).toContain(sdkChunk);
    await p.close();
  });

  it('plays locally without fetching the online part when the table has no server', async () => {
    const { p, fetched } = await open('/online-local.html');
    await p.locator('birimba-table [data-status]').waitFor();
    await p.locator('birimba-table [data-zone="hand"] [data-card]').first().waitFor();
    expect(await errors(p)).toEqual([]);
    expect(fetched).toContain('/online/main.js');
    expect(fetched.filter((f) => online.chunks.some((c) => carriesSdk(c) && f.endsWith(c.fileName)))).toEqual([]);
    await p.close();
  });
});
