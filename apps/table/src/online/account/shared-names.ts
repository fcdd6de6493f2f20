// Where two players share a name, their handles tell them apart: `Νίκος` and `NIKOS` may both play, under the
// handles `nikos` and `nikos-2`. Names are compared as the server compares handles (`handleKey`: case, accents and the
// Greek capitals drawn like Latin ones aside), among the people of one room or one match.

import { handleKey } from '@birimba/protocol';

/** Whether a name is shared by two or more of `names` (a room's or a match's people; '' for nobody is left out). */
export function sharedNames(names: readonly string[]): (name: string) => boolean {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const name of names) {
    const key = handleKey(name);
    if (key === '') continue;
    if (seen.has(key)) shared.add(key);
    seen.add(key);
  }
  return (name) => shared.has(handleKey(name));
}
