// How the docs write a figure: sizes, times, shares, thousands, and Markdown tables of them.

/** `95.2 KB`: bytes in kilobytes of 1,000 bytes (as Vite counts), one decimal. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** `1,474.8`: a number with `digits` decimals and thousands grouped. */
export const num = (x, digits = 0) =>
  x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `12.3 %`: a share (0–1) in percent. */
export const pct = (share, digits = 1) => `${num(100 * share, digits)} %`;

/** `+22.9`, `−17.4`: a signed number with a real minus sign. */
export const signed = (x, digits = 1) => `${x < 0 ? '−' : '+'}${num(Math.abs(x), digits)}`;

/** `3.1 / 9.4 / 17.7`: values joined as the docs join a p50 / p95 / p99. */
export const slashed = (...values) => values.join(' / ');

/** A Markdown table; Prettier pads it when the doc is written. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `2 December 2026` from an ISO time. */
export const day = (iso) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
