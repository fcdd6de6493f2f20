// The lobby's Share beside Copy: the system share sheet with the room's link, the WhatsApp and Viber links where the
// browser has none, a cancelled share that is no failure, and a QR code that a decoder reads back as the link.

import { render } from 'lit';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveRules } from '@birimba/engine';
import { TEXTS } from '../src/texts/i18n.js';
import { OnlineScreens } from '../src/online/screens/lobby.js';
import type { ShareDevice } from '../src/online/screens/share.js';
import type { OnlineGame } from '../src/online/room/online-game.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { roomSeat } from './support/room-seat.js';
import { guestAccount, idleQueue } from './support/guest-account.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const LINK = 'https://example.org/birimba/?room=ABCDEFGHJK&lang=el';

/** A host's lobby in a room of code ABCDEFGHJK, drawn into the page in `lang`, with `device` as its navigator. */
function lobby(device: ShareDevice, lang: 'en' | 'el' = 'en'): HTMLElement {
  const seats = Array.from({ length: 4 }, (_, seat) =>
    roomSeat({ name: seat === 0 ? 'Maria' : '', occupant: seat === 0 ? 'human' : 'empty', connected: seat === 0 }),
  );
  const game = {
    room: { code: 'ABCDEFGHJK', host: 0, seats, rules: JSON.stringify(resolveRules({})), botLevel: 'normal' },
    people: seats.map((s, seat) => ({ ...s, human: s.occupant === 'human', host: seat === 0 })),
    mySeat: 0,
    isHost: true,
    link: LINK,
    connection: 'open',
    problem: null,
    deadlineAt: null,
    visitor: null,
    account: guestAccount(),
    rated: idleQueue(),
  } as unknown as OnlineGame;
  const el = document.createElement('div');
  document.body.append(el);
  const draw = (): void => {
    render(screens.lobby(TEXTS[lang], ONLINE_TEXTS[lang], lang), el);
  };
  const host = Object.assign(document.createElement('div'), { addController: () => undefined, requestUpdate: draw });
  const screens = new OnlineScreens(host as never, game, () => '', { share: () => device });
  draw();
  return el;
}

const click = (el: HTMLElement, name: string): void =>
  (el.querySelector(`[data-action="${name}"]`) as HTMLButtonElement).click();

/** The text a chat app's link carries, decoded. */
const carried = (href: string): string => decodeURIComponent(href.slice(href.indexOf('?text=') + '?text='.length));

describe('Share', () => {
  it('opens the system share sheet with the room’s link where the browser has one', async () => {
    const share = vi.fn((_: ShareData) => Promise.resolve());
    const el = lobby({ share }, 'el');
    click(el, 'share');
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toEqual({
      title: ONLINE_TEXTS.el.title,
      text: 'Έλα να παίξουμε μπιρίμπα, τραπέζι ABCDE-FGHJK:',
      url: LINK,
    });
    expect(el.querySelector('[data-share-links]')).toBeNull();
  });

  it('offers WhatsApp and Viber links carrying the invitation and the link where it has none', () => {
    const el = lobby({}, 'el');
    expect(el.querySelector('[data-share-links]')).toBeNull();
    click(el, 'share');
    const whatsapp = el.querySelector<HTMLAnchorElement>('[data-share="whatsapp"]');
    const viber = el.querySelector<HTMLAnchorElement>('[data-share="viber"]');
    const invitation = `${ONLINE_TEXTS.el.invitation('ABCDE-FGHJK')} ${LINK}`;
    expect(whatsapp?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=[^&#?\s]+$/);
    expect(viber?.getAttribute('href')).toMatch(/^viber:\/\/forward\?text=[^&#?\s]+$/);
    expect(carried(whatsapp?.getAttribute('href') ?? '')).toBe(invitation);
    expect(carried(viber?.getAttribute('href') ?? '')).toBe(invitation);
  });

  it('shows nothing wrong when the person cancels the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    const el = lobby({ share });
    click(el, 'share');
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    // The refusal settled, and the lobby's handler after it.
    await (share.mock.results[0]?.value as Promise<void>).catch(() => undefined);
    await Promise.resolve();
    expect(el.querySelector('[data-share-links]')).toBeNull();
    expect(el.querySelector('[data-problem]')).toBeNull();
  });

  it('falls back to the links when the share sheet is refused for another reason', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const el = lobby({ share });
    click(el, 'share');
    await vi.waitFor(() => expect(el.querySelector('[data-share="whatsapp"]')).not.toBeNull());
  });
});

/** The drawn QR code's modules, read back from its SVG path, as an image a decoder reads (4 px a module). */
function pixels(svg: SVGElement): { data: Uint8ClampedArray; width: number; size: number } {
  const size = Number(svg.getAttribute('data-qr-size'));
  const scale = 4;
  const quiet = 4;
  const width = (size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const m of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    const [x, y] = [Number(m[1]), Number(m[2])];
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = (((y + quiet) * scale + dy) * width + (x + quiet) * scale + dx) * 4;
        data.fill(0, at, at + 3);
      }
  }
  return { data, width, size };
}

describe('the QR code of the room’s link', () => {
  it('is drawn after its library loads, labelled, and decodes to the link', async () => {
    const el = lobby({});
    click(el, 'qr');
    await vi.waitFor(() => expect(el.querySelector('[data-qr="shown"]')).not.toBeNull());
    const svg = el.querySelector<SVGElement>('[data-qr] svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe(ONLINE_TEXTS.en.qrLabel('ABCDE-FGHJK'));
    const { data, width, size } = pixels(svg as SVGElement);
    // A version 3 or 4 code (29 or 33 modules a side) for a link of about 50 characters at level M.
    expect((size - 17) % 4).toBe(0);
    expect(size).toBeGreaterThanOrEqual(25);
    expect(jsQR(data, width, width)?.data).toBe(LINK);
  });

  it('hides again', async () => {
    const el = lobby({});
    click(el, 'qr');
    await vi.waitFor(() => expect(el.querySelector('[data-qr="shown"]')).not.toBeNull());
    click(el, 'qr');
    expect(el.querySelector('[data-qr]')).toBeNull();
  });
});

describe('the share texts', () => {
  it('exist in English and Greek', () => {
    for (const o of [ONLINE_TEXTS.en, ONLINE_TEXTS.el]) {
      for (const text of [o.share, o.showQr, o.hideQr, o.qrLoading, o.invitation('X'), o.qrLabel('X')])
        expect(text.trim()).not.toBe('');
      expect(o.invitation('ABCDE-FGHJK')).toContain('ABCDE-FGHJK');
    }
    expect(ONLINE_TEXTS.el.invitation('X')).toMatch(/^Έλα να παίξουμε μπιρίμπα/);
    expect(ONLINE_TEXTS.en.share).not.toBe(ONLINE_TEXTS.el.share);
  });
});
