// The lobby says why a room could not be made or joined in a sentence a player understands, in English and Greek:
// the server's store failing (`store-failed`) and a room damaged on the server (`room-damaged`) each have their own,
// not the general «something went wrong» — and each refusal of the matchmaking has one.

import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { MATCHMAKE_ERRORS } from '@birimba/protocol';
import { OnlineScreens } from '../src/online/screens/lobby.js';
import type { OnlineGame } from '../src/online/room/online-game.js';
import { TEXTS } from '../src/texts/i18n.js';
import { ONLINE_TEXTS } from '../src/texts/online-texts.js';
import { guestAccount, idleQueue } from './support/guest-account.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The lobby outside a room after `problem`, in `lang`: the sentence in its alert. */
function said(problem: string, lang: 'en' | 'el'): string {
  const game = {
    room: null,
    code: null,
    connection: 'idle',
    problem,
    problemFacts: null,
    visitor: null,
    account: guestAccount(),
    rated: idleQueue(),
  };
  const host = Object.assign(document.createElement('div'), { addController: () => undefined });
  const screens = new OnlineScreens(host as never, game as unknown as OnlineGame, () => 'Maria');
  const el = document.createElement('div');
  document.body.append(el);
  render(screens.lobby(TEXTS[lang], ONLINE_TEXTS[lang], lang), el);
  const alert = el.querySelector(`[role="alert"][data-problem="${problem}"]`);
  return alert?.textContent?.trim() ?? '';
}

describe('the lobby’s words for a refusal', () => {
  it('says the server cannot keep the moves now, in English and Greek', () => {
    expect(said('store-failed', 'en')).toBe('The server cannot keep the moves just now; try again.');
    expect(said('store-failed', 'el')).toBe('Ο διακομιστής δεν μπορεί να κρατήσει τις κινήσεις· ξαναδοκίμασε.');
  });

  it('says the room was damaged on the server and will not come back, in English and Greek', () => {
    expect(said('room-damaged', 'en')).toBe(
      'This room was damaged on the server and could not be brought back: open a new one.',
    );
    expect(said('room-damaged', 'el')).toBe(
      'Αυτό το τραπέζι χάλασε στον διακομιστή και δεν μπόρεσε να επανέλθει: άνοιξε καινούριο.',
    );
  });

  it('has a sentence of its own for every refusal of the matchmaking, in both languages', () => {
    for (const problem of Object.keys(MATCHMAKE_ERRORS))
      for (const lang of ['en', 'el'] as const) {
        expect(said(problem, lang), `${problem} (${lang})`).not.toBe(said('other', lang));
        expect(said(problem, lang), `${problem} (${lang})`).not.toBe('');
      }
  });
});
