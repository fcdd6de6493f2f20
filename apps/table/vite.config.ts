// Library build: one ES module `dist/birimba-table.js` (Lit + engine), plus the AI worker as its own chunk.
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
