// Cards that travel: before the table re-renders it measures where every face-up card is; afterwards each card
// that moved glides from its old place (FLIP, Web Animations API), a card that appeared comes from where it was
// taken (the stock, a birimbaki, the seat that played it), and cards that went out of sight (a bot's draw, a pile
// taken by a bot) fly there as stand-ins. Nothing moves under `prefers-reduced-motion: reduce`.

export const TRAVEL_MS = 420;
const EASING = 'cubic-bezier(.2,.75,.25,1)';

export function reducedMotion(): boolean {
  try {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  } catch {
    return false;
  }
}

export type Rects = Map<string, DOMRect>;

/** Where every face-up card (`[data-id]`) and every zone (`[data-zone]`, `[data-birimbakia]`) is now. */
export function measure(root: ParentNode): Rects {
  const rects: Rects = new Map();
  for (const el of root.querySelectorAll<HTMLElement>('[data-id]'))
    rects.set(`card:${el.dataset.id ?? ''}`, el.getBoundingClientRect());
  for (const el of root.querySelectorAll<HTMLElement>('[data-zone]'))
    rects.set(`zone:${el.dataset.zone ?? ''}`, el.getBoundingClientRect());
  const packets = root.querySelector<HTMLElement>('[data-birimbakia]');
  if (packets !== null) rects.set('zone:birimbakia', packets.getBoundingClientRect());
  return rects;
}

/** What the last move did, for the cards that cannot be followed by their id. */
export interface Flight {
  /** Where new cards come from: a zone name (`stock`, `birimbakia`, `seat-1` …). */
  readonly from: string;
  /** Where vanished cards go (a bot's seat), if anywhere. */
  readonly to?: string;
  /** A card went from the stock to a seat face down (a bot's draw). */
  readonly backTo?: string;
}

const centre = (r: DOMRect): { x: number; y: number } => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/** Plays the travels from `before` to the current layout; returns the animations started. */
export function travel(
  root: ShadowRoot | HTMLElement,
  before: Rects,
  flight: Flight | null,
  layer: HTMLElement | null,
): Animation[] {
  const started: Animation[] = [];
  const seen = new Set<string>();
  // Every position is read first and every animation started after: one layout, not one per card.
  const cards = [...root.querySelectorAll<HTMLElement>('[data-id]')].map((el) => ({
    el,
    now: el.getBoundingClientRect(),
  }));
  const source = flight === null ? undefined : before.get(`zone:${flight.from}`);
  const target = flight?.to ?? flight?.backTo;
  const dest =
    target === undefined ? undefined : root.querySelector(`[data-zone="${target}"]`)?.getBoundingClientRect();
  for (const { el, now } of cards) {
    const key = `card:${el.dataset.id ?? ''}`;
    seen.add(key);
    if (typeof el.animate !== 'function') continue;
    const old = before.get(key);
    if (old !== undefined) {
      const dx = old.left - now.left;
      const dy = old.top - now.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      started.push(
        el.animate([{ translate: `${dx}px ${dy}px` }, { translate: '0px 0px' }], {
          duration: TRAVEL_MS,
          easing: EASING,
        }),
      );
      continue;
    }
    if (source === undefined) continue;
    const from = centre(source);
    const to = centre(now);
    started.push(
      el.animate(
        [
          { translate: `${from.x - to.x}px ${from.y - to.y}px`, scale: '0.6', opacity: 0.4 },
          { translate: '0px 0px', scale: '1', opacity: 1 },
        ],
        { duration: TRAVEL_MS, easing: EASING },
      ),
    );
  }
  if (layer === null || flight === null || dest === undefined) return started;
  // Stand-ins for cards that left the player's sight: face-down, so nothing hidden is drawn.
  const ghosts: DOMRect[] = [];
  if (flight.backTo !== undefined) {
    const stock = before.get('zone:stock');
    if (stock !== undefined) ghosts.push(stock);
  }
  if (flight.to !== undefined)
    for (const [key, rect] of before) if (key.startsWith('card:') && !seen.has(key)) ghosts.push(rect);
  for (const rect of ghosts) {
    const ghost = document.createElement('span');
    ghost.className = 'ghost card-back';
    const w = Math.min(rect.width, 40);
    Object.assign(ghost.style, {
      left: `${centre(rect).x - w / 2}px`,
      top: `${centre(rect).y - w * 0.7}px`,
      width: `${w}px`,
      height: `${w * 1.4}px`,
    });
    layer.append(ghost);
    if (typeof ghost.animate !== 'function') {
      ghost.remove();
      continue;
    }
    const d = centre(dest);
    const s = centre(rect);
    const animation = ghost.animate(
      [
        { translate: '0px 0px', opacity: 1 },
        { translate: `${d.x - s.x}px ${d.y - s.y}px`, opacity: 0.2 },
      ],
      {
        duration: TRAVEL_MS,
        easing: EASING,
      },
    );
    animation.addEventListener('finish', () => ghost.remove());
    animation.addEventListener('cancel', () => ghost.remove());
    started.push(animation);
  }
  return started;
}
