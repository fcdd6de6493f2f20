// A game log kept as a file on the player's device (Save the log, at the end of a game and in its replay): the log's
// JSON as `@birimba/game-log` writes it — what the replay and `birimba-sim replay` read — under a name of its own.

import { type GameLog, serializeGameLog } from '@birimba/game-log';

/** The file's name: where the log comes from and its seed's first characters (`birimba-server-3f9a…json`). */
export function logFileName(log: GameLog): string {
  const seed = String(log.seed)
    .replace(/[^0-9A-Za-z-]/g, '')
    .slice(0, 16);
  return `birimba-${log.source}-${seed === '' ? 'game' : seed}.json`;
}

/** Hands `log` to the browser as a file to save (a download), from `doc`. */
export function saveLogFile(log: GameLog, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([serializeGameLog(log)], { type: 'application/json' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = logFileName(log);
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file when the download begins; the address is given back a while after.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
