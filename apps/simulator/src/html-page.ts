// The frame of every page birimba-sim writes (--report of match, tournament, merge and tune): one self-contained HTML
// file with Chart.js inlined from node_modules, the charts' data embedded as JSON and every inserted text escaped.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
}

/** JSON that is safe inside a <script> element: no `<`, `>`, `&` or line separators left as such. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Chart.js's browser (UMD) build, read from the installed package. */
export function chartJsSource(): string {
  // The package's exports map has no ./dist/* entry: find dist/ through its CommonJS entry point, dist/chart.cjs.
  const entry = createRequire(import.meta.url).resolve('chart.js');
  const code = readFileSync(join(dirname(entry), 'chart.umd.min.js'), 'utf8');
  return code.replace(/<\/(script)/gi, '<\\/$1');
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.chart { position: relative; height: 22em; margin: 1em 0 2em; }
pre { background: #f5f5f5; padding: 0.6em; overflow-x: auto; }
`;

export function htmlTable(rows: readonly (readonly string[])[], left = 1): string {
  const [header = [], ...body] = rows;
  const head = `<tr>${header.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr>`;
  const lines = body.map(
    (row) =>
      `<tr>${row.map((c, i) => (i < left ? `<td>${escapeHtml(c)}</td>` : `<td class="num">${escapeHtml(c)}</td>`)).join('')}</tr>`,
  );
  return `<table>\n${head}\n${lines.join('\n')}\n</table>`;
}

/** A self-contained page: the charts' data as JSON, Chart.js and the drawing script inlined after the body. */
export function htmlPage(
  title: string,
  heading: string,
  body: string,
  data: unknown,
  chartJs: string,
  script: string,
): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>birimba-sim: ${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
${body}<script type="application/json" id="report-data">${scriptJson(data)}</script>
<script>${chartJs}</script>
<script>${script}</script>
</body>
</html>
`;
}
