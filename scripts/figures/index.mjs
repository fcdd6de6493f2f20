// Every figure the READMEs and docs quote from a results file, by the ID of its markers (see scripts/figures.mjs):
// `{ sources: [results files, from the repository's root], text: (...parsed sources) => the figure's Markdown }`.

import { tableFigures } from './table.mjs';

export const FIGURES = { ...tableFigures };
