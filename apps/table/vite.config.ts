// Three builds into dist/ (`pnpm build` runs them in this order):
// - default: the bundler build `dist/birimba-table.js`, lit left to the page's bundler (a peer dependency), the engine
//   and the AI inside, the AI worker a chunk of its own under dist/assets; public/ (the demo page) copied beside it.
//   Its second entry `dist/online.js` (`@birimba/table/online`) enables online play; the online part it loads imports
//   @colyseus/sdk, left to the page's bundler too (an optional peer dependency). Nothing the main entry loads does.
// - `--mode cdn-worker`: the AI worker alone, `dist/cdn/ai.worker.js`, for a page that serves its own (`worker-url`).
// - `--mode cdn`: `dist/cdn/birimba-table.js`, one ES module with lit, the engine, the AI and the worker inlined
//   (started from a Blob URL, so it works when the module comes from another origin), online play enabled.
// Both table builds keep the online part (src/online, and in the CDN build @colyseus/sdk) in a chunk of its own beside
// the module (`online-*.js`), loaded with `import()` only by a table with a `server`.
import { fileURLToPath } from 'node:url';
import { type UserConfig, defineConfig } from 'vite';

const minify = { minify: 'oxc', rolldownOptions: { output: { minify: true } } } as const;
const src = (file: string): string => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

const bundler: UserConfig = {
  base: './',
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    lib: {
      entry: { 'birimba-table': 'src/index.ts', online: 'src/online-entry.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    ...minify,
    rolldownOptions: {
      external: [/^lit(\/|$)/, /^@lit\//, /^lit-html(\/|$)/, /^lit-element(\/|$)/, /^@colyseus\//],
      // What the online chunk shares with the table (the engine, the texts) stays in the table's own file: the main
      // entry's module and all it needs are one chunk, the entry's, not a common chunk the two entries would share.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        codeSplitting: { groups: [{ name: 'birimba-table', test: /[\\/]src[\\/]index\.ts$/ }] },
      },
    },
  },
  worker: { format: 'es' },
};

const cdnWorker: UserConfig = {
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/cdn',
    emptyOutDir: true,
    lib: { entry: 'src/worker/ai.worker.ts', formats: ['es'], fileName: () => 'ai.worker.js' },
    ...minify,
  },
};

const cdn: UserConfig = {
  publicDir: false,
  resolve: { alias: [{ find: /^\.\/default-worker\.js$/, replacement: src('worker/default-worker.inline.ts') }] },
  build: {
    target: 'es2022',
    outDir: 'dist/cdn',
    emptyOutDir: false,
    lib: { entry: 'src/cdn-entry.ts', formats: ['es'], fileName: () => 'birimba-table.js' },
    ...minify,
    rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { minify: true } },
  },
  worker: { format: 'es' },
};

export default defineConfig(({ mode }) => (mode === 'cdn' ? cdn : mode === 'cdn-worker' ? cdnWorker : bundler));
