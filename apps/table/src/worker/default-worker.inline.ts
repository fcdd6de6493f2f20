// The AI worker as the CDN build starts it: its code inlined in the table's one file and started from a Blob URL,
// which has the page's origin, so a table loaded from another origin (a CDN) still gets its worker.

import AiWorker from './ai.worker.ts?worker&inline';

export function startDefaultWorker(): Worker {
  return new AiWorker({ name: 'birimba-ai' });
}
