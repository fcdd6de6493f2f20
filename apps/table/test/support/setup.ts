// Setup of every happy-dom test file. The files share one module graph and one window (`isolate: false` in
// vitest.config.ts), so each test leaves the page as it found it: no element on it, nothing stored.
//
// The page prefers reduced motion. happy-dom has no layout (every box is 0×0), so the cards' travels would measure and
// animate nothing while costing a fifth of a whole deal's time; the travels are tested where they mean something —
// `animation.test.ts` turns motion back on and records them, and the end-to-end tests in Chromium play with motion.
import { afterEach } from 'vitest';

window.matchMedia = (query: string): MediaQueryList => ({
  matches: query.includes('prefers-reduced-motion: reduce'),
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
});

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});
