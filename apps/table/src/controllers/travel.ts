// Cards that travel, as a Lit controller: before the table shows a move (or a new order of the hand) it measures
// where every card is; once the table and its parts have rendered, each card glides from there (`display/motion.ts`). Cards
// that appear come from where they were taken, and cards that go out of sight fly there face down.

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Move, MoveEvent, Seat } from '@birimba/engine';
import { partsUpdated } from '../components/light-element.js';
import { type Flight, type Rects, measure, reducedMotion, travel } from '../display/motion.js';

/** The table as the travels need it: a connected element with a shadow root that holds a `.flight-layer`. */
type TableHost = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export class Travel implements ReactiveController {
  private before: Rects | null = null;
  private flight: Flight | null = null;

  constructor(private readonly host: TableHost) {
    host.addController(this);
  }

  /** Before the table shows `move` by `seat`: where everything is now, and where unseen cards come from or go to. */
  move(seat: Seat, move: Move, log: readonly MoveEvent[], mySeat: Seat): void {
    if (!this.measure()) return;
    const mine = seat === mySeat;
    const zone = mine ? 'hand' : `seat-${seat}`;
    const tookPacket = log.some((e, i, all) => i >= all.length - 2 && e.kind === 'birimbaki');
    switch (move.type) {
      case 'draw':
        this.flight = mine ? { from: tookPacket ? 'birimbakia' : 'stock' } : { from: 'stock', backTo: zone };
        break;
      case 'takePile':
        this.flight = mine ? { from: 'pile' } : { from: 'pile', to: zone };
        break;
      default:
        this.flight = { from: mine && tookPacket ? 'birimbakia' : zone };
    }
  }

  /** Before the hand changes its order: the cards glide to their new places. */
  reorder(): void {
    this.measure();
  }

  /** Measures the layout now unless motion is reduced or the table is not on the page; false then. */
  private measure(): boolean {
    if (reducedMotion() || !this.host.isConnected) return false;
    this.before ??= measure(this.host.renderRoot);
    return true;
  }

  hostUpdated(): void {
    const before = this.before;
    const flight = this.flight;
    this.before = null;
    this.flight = null;
    if (before === null) return;
    const root = this.host.renderRoot;
    // The parts render after the table: the travels start once every card is in its new place.
    void partsUpdated(root).then(() =>
      travel(root as ShadowRoot, before, flight, root.querySelector<HTMLElement>('.flight-layer')),
    );
  }
}
