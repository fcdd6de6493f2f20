// Styles of the felt: its wooden rim and cloth, the seats around it, the corners (score, birimbakia), the stock and
// the pile in the middle, the melds below.

import { css } from 'lit';

export const feltStyles = css`
  /* The felt with its wooden rim: seats around, the stock, pile and birimbakia in the middle, melds below. */
  .felt {
    position: relative;
    isolation: isolate;
    display: grid;
    grid-template-columns: 4.7rem minmax(0, 1fr) 4.7rem;
    grid-template-rows: auto auto minmax(0, 1fr);
    grid-template-areas: 'score north packets' 'west middle east' 'melds melds melds';
    gap: 0.2rem 0.3rem;
    min-block-size: 0;
    margin: 0.3rem 0.35rem 0;
    padding: 0.2rem 0.3rem 0.3rem;
    border-radius: 1.2rem;
    border: 0.35rem solid #5b3a1f;
    box-shadow: 0 2px 6px #0008;
  }
  /* The cloth on a layer of its own: painted once, not again under every card that moves. */
  .felt::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: 0.9rem;
    background: radial-gradient(
      ellipse at 50% 35%,
      color-mix(in srgb, var(--_felt) 80%, white) 0%,
      var(--_felt) 55%,
      color-mix(in srgb, var(--_felt) 75%, black) 100%
    );
    will-change: transform;
  }
  .north {
    grid-area: north;
    justify-self: center;
  }
  .west {
    grid-area: west;
    align-self: start;
  }
  .east {
    grid-area: east;
    align-self: start;
  }
  .middle {
    grid-area: middle;
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    justify-content: center;
    min-inline-size: 0;
  }
  .corner {
    align-self: start;
    font-size: 0.72rem;
    font-variant-numeric: tabular-nums;
    min-inline-size: 0;
  }
  .corner.score {
    grid-area: score;
    display: flex;
    flex-direction: column;
    gap: 0.05rem;
    padding: 0.2rem 0.35rem;
    border-radius: 0.5rem;
    background: #0005;
    justify-self: start;
  }
  .corner .tally {
    display: flex;
    justify-content: space-between;
    gap: 0.4rem;
  }
  .corner .tally b {
    font-size: 0.85rem;
  }
  .corner .target {
    opacity: 0.85;
    text-align: end;
  }
  .corner.packets {
    grid-area: packets;
    justify-self: end;
    display: flex;
    flex-direction: column;
    gap: 0.1rem;
    padding: 0.2rem 0.35rem;
    border-radius: 0.5rem;
    background: #0005;
  }
  .corner .birimbaki {
    align-items: center;
    min-inline-size: 4.2rem;
  }
  .corner .birimbaki .packet {
    inline-size: 0.7rem;
    block-size: 1rem;
  }
  .corner .birimbaki .taken {
    color: var(--birimba-accent, #ffcf3f);
  }
  .melds-area {
    grid-area: melds;
    overflow: auto;
    min-block-size: 0;
    display: grid;
    gap: 0.4rem;
    align-content: start;
    padding: 0.3rem;
    border-radius: 0.8rem;
    background: #0000001f;
    overscroll-behavior: contain;
  }
  /* from 640 px of the table's width (roomy: set from the element's own width). */
  .table.roomy .felt {
    grid-template-columns: 7.5rem minmax(0, 1fr) 7.5rem;
  }
  .table.roomy .melds-area {
    grid-template-columns: 1fr 1fr;
  }
  /* A phone: one row of the pile (it scrolls), so that the melds below have the room. */
  .table.narrow .pile-cards {
    max-block-size: 3.9rem;
  }
  /* A phone: both teams' melds side by side. */
  .table.narrow .melds-area {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 0.25rem;
    padding: 0.2rem;
  }
  /* A wide table reads its badges and corners at a normal size. */
  .table.wide .corner,
  .table.wide .label {
    font-size: 0.85rem;
  }
  .label {
    font-size: 0.7rem;
    opacity: 0.9;
    white-space: nowrap;
  }
  .stock {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.1rem;
    --_card-w: var(--birimba-card-width, 2.6rem);
  }
  .stock .badge {
    position: absolute;
    inset-block-start: 1.2rem;
    inset-inline-start: 50%;
    translate: -50% 0;
    padding: 0 0.35rem;
    border-radius: 1rem;
    background: #000a;
    font-size: 0.75rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .empty-slot {
    display: grid;
    place-items: center;
    inline-size: 2.6rem;
    block-size: 3.64rem;
    border: 2px dashed #ffffff55;
    border-radius: 0.3rem;
    font-size: 0.65rem;
    opacity: 0.8;
  }
  .pile {
    display: flex;
    flex-direction: column;
    gap: 0.1rem;
    min-inline-size: 0;
    flex: 1 1 auto;
    max-inline-size: 26rem;
  }
  .pile-cards {
    display: flex;
    flex-wrap: wrap;
    row-gap: 0.2rem;
    --_card-w: var(--birimba-card-width, 2.6rem);
    max-block-size: 7.8rem;
    overflow: auto;
    padding-inline-end: 1.4rem;
  }
  .pile-cards birimba-card {
    margin-inline-end: -1.4rem;
  }
  .packet {
    display: block;
    inline-size: 0.85rem;
    block-size: 1.2rem;
    border-radius: 0.15rem;
    border: 1px solid #fff9;
    box-shadow: 1px 1px 0 #0006;
  }
  /* from 640 px of the table's width (roomy: set from the element's own width). */
  .table.roomy .stock,
  .table.roomy .pile-cards {
    --_card-w: var(--birimba-card-width, 3.2rem);
  }
  .table.roomy .empty-slot {
    inline-size: 3.2rem;
    block-size: 4.48rem;
  }
  .table.roomy .pile-cards {
    max-block-size: 9.5rem;
  }
  .north-west {
    grid-area: north-west;
    align-self: start;
  }
  .north-east {
    grid-area: north-east;
    align-self: start;
  }
  /* Two players: the opponent opposite, the stock and the pile across the felt. */
  .felt.players-2 {
    grid-template-areas: 'score north packets' 'middle middle middle' 'melds melds melds';
  }
  /* Six players around an oval: the partner opposite between the two upper seats, one seat on each side, three
     teams' melds. (After the four-player grid, which it overrides.) */
  .felt.players-6 {
    grid-template-columns: 4.7rem repeat(3, minmax(0, 1fr)) 4.7rem;
    grid-template-areas:
      'score north-west north north-east packets'
      'west middle middle middle east'
      'melds melds melds melds melds';
    border-radius: 40% / 2.6rem;
    padding-inline: 0.6rem;
  }
  /* Six on a phone: three narrow columns of melds, named short (the whole name is read aloud), their cards closer. */
  .table.narrow .felt.players-6 birimba-melds h3 {
    flex-wrap: wrap;
    column-gap: 0.3rem;
    line-height: 1.15;
  }
  .table.narrow .felt.players-6 birimba-melds h3 .short {
    display: inline;
  }
  .table.narrow .felt.players-6 birimba-melds h3 .name {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .table.narrow .felt.players-6 birimba-melds .took {
    font-size: 0.6rem;
    padding: 0 0.25rem;
  }
  /* A long meld wraps in its narrow column rather than run out of it. */
  .table.narrow .felt.players-6 birimba-melds .cards {
    --_card-w: 1.55rem;
    flex-wrap: wrap;
    row-gap: 0.15rem;
    /* Every card overlaps the one before, the first of each line the padding. */
    padding-inline-start: 0.95rem;
  }
  .table.narrow .felt.players-6 birimba-melds .cards birimba-card,
  .table.narrow .felt.players-6 birimba-melds .cards birimba-card:first-child {
    margin-inline-start: -0.95rem;
  }
  /* Three teams' columns on a wide table: the meld cards of a roomy one, so that two rows of melds stay in sight. */
  .table.wide .felt.players-6 birimba-melds .cards {
    --_card-w: 2.2rem;
  }
  .table.wide .felt.players-6 birimba-melds .cards birimba-card {
    margin-inline-start: -1.15rem;
  }
  .table.wide .felt.players-6 birimba-melds .cards birimba-card:first-child {
    margin-inline-start: 0;
  }
  .table.roomy .felt.players-6 {
    grid-template-columns: 7.5rem repeat(3, minmax(0, 1fr)) 7.5rem;
  }
  /* A phone: the three upper seats have the top row to themselves, the score and the birimbakia under the sides. */
  .table.narrow .felt.players-6 {
    grid-template-columns: 4.7rem minmax(0, 1fr) 4.7rem;
    grid-template-rows: auto auto auto minmax(0, 1fr);
    grid-template-areas: 'north-west north north-east' 'west middle east' 'score middle packets' 'melds melds melds';
  }
  .table.narrow .felt.players-6 .corner {
    justify-self: stretch;
  }
  .felt.players-6 .north-west,
  .felt.players-6 .north-east {
    justify-self: center;
  }
  .felt.players-6::before {
    border-radius: 40% / 2.3rem;
  }
  .table .felt.players-6 .melds-area {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    border-end-start-radius: 40% 2rem;
    border-end-end-radius: 40% 2rem;
  }
`;
