// The table's keyboard shortcuts: D draw, P take the pile, M meld, L lay off, X discard, H hint, S / R sort by suit /
// rank, Escape closes a panel or clears the selection. Not while typing in a form field or with a modifier key, and
// only Escape while a panel is open. (Moving through the hand and Enter are the hand's own keys.)

import type { HandSelection } from '../controllers/hand-selection.js';
import type { Panels } from '../controllers/panels.js';
import type { TableActions } from './table-actions.js';

/** The element's methods the keys call. */
interface TableMethods {
  hint(): Promise<unknown>;
  clearSelection(): void;
}

/** The table's keydown handler. */
export function shortcuts(
  table: TableMethods,
  actions: TableActions,
  selection: HandSelection,
  panels: Panels,
): (event: KeyboardEvent) => void {
  const keys: Record<string, () => void> = {
    d: () => actions.draw(),
    p: () => actions.takePile(),
    m: () => actions.meld(),
    l: () => actions.layOff(),
    x: () => actions.discard(),
    h: () => void table.hint(),
    s: () => selection.sort('suit'),
    r: () => selection.sort('rank'),
  };
  return (event) => {
    const origin = event.composedPath()[0];
    if (origin instanceof HTMLElement && origin.closest('input, select, textarea, form') !== null) return;
    if (event.key === 'Escape') {
      if (panels.open !== null) panels.close();
      else table.clearSelection();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey || panels.open !== null) return;
    const action = keys[event.key.toLowerCase()];
    if (action === undefined) return;
    event.preventDefault();
    action();
  };
}
