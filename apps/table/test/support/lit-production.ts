// Lit's production build for the happy-dom tests. Vitest runs them in Vite's development mode, and Node resolves Lit's
// packages with the `development` condition: Lit's development build checks and warns on every update, a quarter of
// the suite's time. The table ships the production build (a bundler's default), so the tests load that one: Lit's
// packages are handed to Vite (`inline`) and each import of them is aliased to the production file beside the
// development one.

import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';

/** The folder of Lit's package, as pnpm placed it; its own dependencies lie beside it. */
const lit = realpathSync(fileURLToPath(new URL('../../node_modules/lit', import.meta.url)));
const beside = (name: string): string => realpathSync(`${lit}/../${name}`);

/** Lit's packages, each with the production module its bare name means. */
const PACKAGES = [
  { name: 'lit-html', main: 'lit-html.js' },
  { name: 'lit-element', main: 'index.js' },
  { name: '@lit/reactive-element', main: 'reactive-element.js' },
] as const;

const escaped = (name: string): string => name.replace(/[/.]/g, (c) => `\\${c}`);

/** Every import of Lit's packages to their production files (subpaths to the file of the same name at the top). */
export const LIT_PRODUCTION_ALIASES: AliasOptions = PACKAGES.flatMap(({ name, main }) => [
  { find: new RegExp(`^${escaped(name)}$`), replacement: `${beside(name)}/${main}` },
  { find: new RegExp(`^${escaped(name)}/(.*)$`), replacement: `${beside(name)}/$1` },
]);

/** Lit's modules, for `server.deps.inline`: transformed by Vite, so that their own imports are aliased too. */
export const LIT_MODULES = /\/node_modules\/(lit|lit-html|lit-element|@lit\/reactive-element)\//;
