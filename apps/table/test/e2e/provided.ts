// What the end-to-end run's global setup (shared-browser.ts) gives every file through vitest's `inject`.
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The preview server's address (`http://127.0.0.1:PORT`). */
    tableBase: string;
    /** Chromium's WebSocket endpoint, for `connect`. */
    chromiumEndpoint: string;
  }
}
