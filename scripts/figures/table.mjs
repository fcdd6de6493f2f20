// The web table's figures: its build sizes, from apps/table/bench/results/bundle-size.json (bench/bundle-size.ts).

import { kb, table } from './format.mjs';

const SIZES = 'apps/table/bench/results/bundle-size.json';

/** The bundler build's target, gzipped. */
const BUNDLER_TARGET = 80_000;

/** What each built file holds, by its path under dist/ with the hash as `*`; a chunk beside the CDN build is the same. */
const WHAT = {
  'birimba-table.js': {
    what: "bundler build: the table and its parts, the engine with xstate; Lit left to the page's bundler",
    target: (s) => `≤ ${String(BUNDLER_TARGET / 1000)} KB ${s.gzipBytes <= BUNDLER_TARGET ? '✓' : '✗'}`,
  },
  'cdn/birimba-table.js': { what: 'CDN build: the same with Lit and the AI worker inlined', target: () => 'one file' },
  'assets/ai.worker-*.js': { what: "the AI worker (engine + AI), the bundler build's chunk" },
  'cdn/ai.worker.js': { what: 'the AI worker alone, for a page that serves its own (`worker-url`)' },
  'online.js': {
    what: 'the online entry (`@birimba/table/online`): a page that plays online imports it; it gives the table its online part',
  },
  'online-*.js': {
    what: "the online part (`src/online`), loaded by `import()` only by a table with a `server`; `@colyseus/sdk` left to the page's bundler",
  },
  'cdn/online-*.js': {
    what: 'the same beside the CDN build, with `@colyseus/sdk`, its schema decoder and msgpackr inside',
  },
  'replay-*.js': { what: 'the replay (`replay`, a dropped log, **Review**), loaded by `import()` when one is opened' },
  'room-log-*.js': {
    what: "the game log's reader with its schema (valibot), shared by the replay and the online part",
  },
  'qr-*.js': { what: "the QR encoder (`uqr`), loaded by `import()` the first time a lobby shows a room's QR code" },
  'account-views-*.js': {
    what:
      "the profiles (`[data-profile]`: the account, avatars, ratings, a device's link, sign out, export, delete; " +
      "another player's, read-only), loaded by `import()` when one first opens",
  },
  'passkeys-*.js': {
    what: 'the passkeys (add, list, rename, delete, sign in), loaded by `import()` when a player first uses one',
  },
  'esm-*.js': {
    what: "WebAuthn's browser side (`@simplewebauthn/browser`), loaded by the passkeys' chunk when a passkey is used",
  },
};

/** A file's description: its own, the same chunk's beside the bundler build, or none yet. */
function described(path) {
  const own = WHAT[path];
  if (own !== undefined) return own;
  const twin = path.startsWith('cdn/') ? WHAT[path.slice('cdn/'.length)] : undefined;
  return { what: twin === undefined ? '—' : 'the same, beside the CDN build' };
}

/** Known files first, in WHAT's order, then any other the build makes. */
const order = (path) => {
  const known = Object.keys(WHAT);
  const own = known.indexOf(path);
  const at = own >= 0 ? own : known.indexOf(path.replace(/^cdn\//, ''));
  return (at < 0 ? known.length : at) * 2 + (own < 0 && path.startsWith('cdn/') ? 1 : 0);
};

function sizesTable({ files }) {
  const paths = Object.keys(files).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return table(
    ['file under `dist/`', 'what it holds', 'size', 'gzipped', 'target'],
    paths.map((path) => {
      const size = files[path];
      const { what, target } = described(path);
      const gzipped = path.endsWith('birimba-table.js') ? `**${kb(size.gzipBytes)}**` : kb(size.gzipBytes);
      return [`\`${path}\``, what, kb(size.bytes), gzipped, target?.(size) ?? '—'];
    }),
  );
}

export const tableFigures = {
  'table-sizes': { sources: [SIZES], text: sizesTable },
};
