// <birimba-card>: faces drawn by the table — indices, pips, court figures, the joker, the back.
import { afterEach, describe, expect, it } from 'vitest';
import { type Card, parseCard } from '@birimba/engine';
import type { BirimbaCard } from '../../src/components/card.js';
import '../../src/components/card.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function face(card: Card | null, size: 'hand' | 'table' = 'hand'): Promise<BirimbaCard> {
  const el = document.createElement('birimba-card');
  el.card = card;
  el.size = size;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

describe('<birimba-card>', () => {
  it('draws the corner index twice on a hand card and as many pips as the rank', async () => {
    for (const rank of ['2', '5', '9', '10']) {
      const el = await face(parseCard(`${rank}S`));
      expect([...el.querySelectorAll('.corner')].map((b) => b.getAttribute('data-rank'))).toEqual([rank, rank]);
      expect(el.getAttribute('suit')).toBe('S');
      expect(el.querySelectorAll('.pip')).toHaveLength(Number(rank));
    }
  });

  it('draws court cards as figures, told apart by their headwear', async () => {
    const shapes = new Set<string>();
    for (const rank of ['J', 'Q', 'K']) {
      const el = await face(parseCard(`${rank}H`));
      expect(el.querySelector('svg.court')).not.toBeNull();
      expect(el.querySelectorAll('.pip:not(.court-pip)')).toHaveLength(0);
      shapes.add(el.querySelector('svg.court')?.innerHTML ?? '');
    }
    expect(shapes.size).toBe(3);
  });

  it('gives the joker its own face, and the back no face at all', async () => {
    const joker = await face(parseCard('JK'));
    expect(joker.hasAttribute('joker')).toBe(true);
    expect(joker.querySelector('.joker-art')).not.toBeNull();
    expect(joker.querySelector('.joker-index')).not.toBeNull();
    const back = await face(null);
    expect(back.hasAttribute('back')).toBe(true);
    expect(back.textContent?.trim()).toBe('');
  });

  it('marks red suits (for the second frame drawn around them), never black ones', async () => {
    expect((await face(parseCard('7H'))).hasAttribute('red')).toBe(true);
    expect((await face(parseCard('7D'))).hasAttribute('red')).toBe(true);
    expect((await face(parseCard('7S'))).hasAttribute('red')).toBe(false);
    expect((await face(parseCard('7C'))).hasAttribute('red')).toBe(false);
  });

  it('is decorative: no text of its own (indices and pips are drawn by CSS) and hidden from screen readers', async () => {
    for (const notation of ['QS', 'AH', '10D', 'JK']) {
      const el = await face(parseCard(notation));
      expect(el.textContent?.trim()).toBe('');
      for (const child of el.children) expect(child.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('shows only the index and one suit mark on the table', async () => {
    const el = await face(parseCard('9D'), 'table');
    expect(el.querySelectorAll('.corner')).toHaveLength(1);
    expect(el.querySelectorAll('.pip')).toHaveLength(1);
  });
});
