// Library build: one ES module `dist/birimba-table.js` (Lit + engine), plus the AI worker as its own chunk; public/
// (the demo page) is copied beside it, so `vite preview` serves the demo from dist/.
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'birimba-table.js',
    },
    minify: 'oxc',
    rolldownOptions: { output: { minify: true } },
  },
  worker: {
    format: 'es',
  },
});
