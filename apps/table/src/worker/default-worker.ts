// The AI worker as the bundler build starts it: its own module beside the table's, found from this file's URL (a
// bundler that follows `new URL(…, import.meta.url)` copies it). The CDN build swaps this file for
// `default-worker.inline.ts`.

export function startDefaultWorker(): Worker {
  return new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module', name: 'birimba-ai' });
}
