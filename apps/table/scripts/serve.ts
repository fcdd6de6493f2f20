// Serves the demo page (index.html) and the built dist/ on 127.0.0.1 (default port 4173; PORT overrides).
// Run after `vite build`: `npx -y pnpm@12.4.2 demo` from the repo root does both.

import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const APP = join(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 4173);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

if (!existsSync(join(APP, 'dist', 'birimba-table.js'))) {
  console.error('dist/birimba-table.js is missing: build the table first (vite build)');
  process.exit(1);
}

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const file = normalize(join(APP, path === '/' ? 'index.html' : path));
  const allowed = file === join(APP, 'index.html') || file.startsWith(join(APP, 'dist'));
  if (!allowed || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});

server.listen(PORT, '127.0.0.1', () => {
  console.log(`<birimba-table> demo: http://127.0.0.1:${PORT}/  (Ctrl+C to stop)`);
});
