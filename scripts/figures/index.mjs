// Every figure the READMEs and docs quote from a results file, by the ID of its markers (see scripts/figures.mjs):
// `{ sources: [results files, from the repository's root], text: (...parsed sources) => the figure's Markdown }`.
// A family makes figures from the rest of an ID (`server:loaders-3:2:p95`), for single fields quoted in prose.

import { accountsFigures } from './accounts.mjs';
import { aiFamilies, aiFigures } from './ai.mjs';
import { checkFigures } from './check.mjs';
import { engineFigures } from './engine.mjs';
import { presenceFigures } from './presence.mjs';
import { ratingsFigures } from './ratings.mjs';
import { serverFamilies, serverFigures } from './server.mjs';
import { tableFigures } from './table.mjs';
import { testFamilies, testFigures } from './tests.mjs';

export const FIGURES = {
  ...engineFigures,
  ...aiFigures,
  ...tableFigures,
  ...serverFigures,
  ...accountsFigures,
  ...ratingsFigures,
  ...presenceFigures,
  ...testFigures,
  ...checkFigures,
};

export const FAMILIES = { ...serverFamilies, ...aiFamilies, ...testFamilies };
