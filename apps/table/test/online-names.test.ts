// What an online room's screens call each seat: a person by their name, a bot by one name every screen shares — its
// level, and its number among the bots when there are several — in the status line, the line above the hand, the
// live region, the log and on the felt; a local table keeps its places ("East", "North").

import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { type MoveEvent, type Seat, illegalMove, resolveRules } from '@birimba/engine';
import type { SeatPerson } from '../src/game/table-game.js';
import { TEXTS } from '../src/texts/i18n.js';
import { namesAtStart, roomNames, seatNamer, withRoomTeams } from '../src/display/seat-names.js';
import { formTexts } from '../src/texts/form-texts.js';
import { Announcer } from '../src/display/announcer.js';
import { refusalText } from '../src/controllers/feedback.js';
import { statusBar } from '../src/templates/status-bar.js';
import { feedbackLine } from '../src/templates/feedback.js';
import type { TableScene } from '../src/templates/scene.js';
import '../src/components/log.js';
import '../src/components/seat.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const person = (name: string, more: Partial<SeatPerson> = {}): SeatPerson => ({
  name,
  human: true,
  connected: true,
  standIn: false,
  host: false,
  level: '',
  ...more,
});
const bot = (level: string): SeatPerson => ({ ...person(''), human: false, connected: false, level });

/** Maria and Nikos (a bot standing in for him) with two bots of the room's level between them. */
const ROOM: readonly SeatPerson[] = [
  person('Maria', { host: true }),
  bot('normal'),
  person('Nikos', { connected: false, standIn: true, level: 'normal' }),
  bot('normal'),
];
const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** The table's words for seat `turn` to act, drawn as `mySeat` sees it: the status line and the line above the hand. */
function lines(mySeat: Seat, turn: Seat, thinking: Seat | null, t = TEXTS.en): { status: string; waiting: string } {
  const game = {
    mySeat,
    people: ROOM,
    thinking,
    myTurn: false,
    failure: null,
    botsPlaying: false,
    saving: 'saved',
    canDealNext: false,
  };
  const scene = {
    view: { turn, phase: 'play', rules: resolveRules({}) },
    game,
    t,
    roomBar: null,
    feedback: { message: null, news: null, notice: null },
    hint: { shown: null, failure: null },
    coach: { status: 'off', line: null },
    selection: { selected: new Set() },
    delay: 0,
  } as unknown as TableScene;
  const el = document.createElement('div');
  document.body.append(el);
  render(statusBar(scene), el);
  const status = el.querySelector('[data-status]')?.textContent?.trim() ?? '';
  render(feedbackLine(scene), el);
  return { status, waiting: el.querySelector('.waiting')?.textContent?.trim() ?? '' };
}

describe('the names of an online room', () => {
  it('are the people’s names and each bot’s level and number, the same from every seat', () => {
    expect(roomNames(ROOM, TEXTS.en)).toEqual(['Maria', 'Bot 1 (normal)', 'Nikos', 'Bot 2 (normal)']);
    expect(roomNames(ROOM, TEXTS.el)).toEqual(['Maria', 'Μποτ 1 (κανονικό)', 'Nikos', 'Μποτ 2 (κανονικό)']);
    for (const me of SEATS) {
      const name = seatNamer(me, TEXTS.en, ROOM);
      expect(SEATS.filter((s) => s !== me).map(name)).toEqual(
        ['Maria', 'Bot 1 (normal)', 'Nikos', 'Bot 2 (normal)'].filter((_, s) => s !== me),
      );
    }
  });

  it('give a lone bot no number, and a bot of every level its level', () => {
    expect(roomNames([person('Maria'), bot('expert')], TEXTS.en)).toEqual(['Maria', 'Bot (expert)']);
    expect(roomNames([person('Maria'), bot('easy'), person('Eleni'), person('Kostas')], TEXTS.el)[1]).toBe(
      'Μποτ (εύκολο)',
    );
    expect(roomNames([person('Maria'), bot('hard'), person('Eleni'), bot('hard')], TEXTS.el)[3]).toBe(
      'Μποτ 2 (δύσκολο)',
    );
  });

  it('in the lobby, name a free seat by the bot that will play it, numbered as the match will number it', () => {
    const free = (): SeatPerson => ({ ...person(''), human: false, connected: false });
    const lobby = [person('Maria', { host: true }), free(), person('Nikos'), free()];
    expect(namesAtStart(lobby, 'normal', TEXTS.en)).toEqual(['Maria', 'Bot 1 (normal)', 'Nikos', 'Bot 2 (normal)']);
    expect(namesAtStart([...lobby.slice(0, 3), person('Eleni')], 'hard', TEXTS.el)[1]).toBe('Μποτ (δύσκολο)');
  });

  it('leave a local table’s seats to their places', () => {
    expect(SEATS.map(seatNamer(0, TEXTS.en))).toEqual(['You', 'East', 'North', 'West']);
    expect(SEATS.map(seatNamer(2, TEXTS.el, []))).toEqual(['Βορράς', 'Δύση', 'Εσύ', 'Ανατολή']);
  });
});

describe('an online table names its seats', () => {
  it('in the status line and the line above the hand: a bot by one name on every screen, a person by theirs', () => {
    for (const me of [0, 2] as const) {
      expect(lines(me, 1, null)).toEqual({ status: 'Bot 1 (normal) is playing', waiting: 'Bot 1 (normal) is playing' });
      expect(lines(me, 3, 3).waiting).toBe('Bot 2 (normal) is thinking…');
    }
    expect(lines(3, 0, null).status).toBe('Maria is playing');
    expect(lines(1, 2, null, TEXTS.el).status).toBe('Παίζει: Nikos');
    expect(lines(0, 3, null, TEXTS.el).status).toBe('Παίζει: Μποτ 2 (κανονικό)');
  });

  it('in what the live region says', () => {
    const announcer = new Announcer();
    announcer.move([{ kind: 'draw', seat: 3, last: false }], 0, TEXTS.en, ROOM);
    announcer.turn(0, 'draw', 0, TEXTS.en, ROOM);
    expect(announcer.text).toBe('Bot 2 (normal) draws from the stock. Your turn: draw a card or take the pile');
    announcer.turn(1, 'draw', 2, TEXTS.en, ROOM);
    expect(announcer.text).toBe('Bot 1 (normal) is playing: draw a card or take the pile');
  });

  it('in a refusal', () => {
    const error = illegalMove({ code: 'not-your-turn', turn: 3, seat: 2 });
    expect(refusalText(error, 2, TEXTS.en, ROOM)).toBe("Not allowed: it is Bot 2 (normal)'s turn, not yours");
  });

  it('in the log, alike from two seats', async () => {
    const entries: MoveEvent[] = [
      { kind: 'draw', seat: 1, last: false },
      { kind: 'draw', seat: 2, last: false },
      { kind: 'draw', seat: 3, last: false },
    ];
    const log = async (mySeat: Seat, t = TEXTS.en): Promise<string[]> => {
      const el = document.createElement('birimba-log');
      Object.assign(el, { entries, mySeat, people: ROOM, t });
      document.body.append(el);
      await el.updateComplete;
      return [...el.querySelectorAll('li')].map((li) => li.textContent?.trim() ?? '');
    };
    expect(await log(0)).toEqual([
      'Bot 1 (normal) draws from the stock',
      'Nikos draws from the stock',
      'Bot 2 (normal) draws from the stock',
    ]);
    expect((await log(1))[1]).toBe('Nikos draws from the stock');
    expect((await log(2, TEXTS.el))[0]).toBe('Μποτ 1 (κανονικό): τράβηξε από την τράπουλα');
  });

  it('on the felt: a bot’s seat by its shared name, a stand-in’s by the person’s', async () => {
    const seat = async (s: Seat, t = TEXTS.en): Promise<HTMLElement> => {
      const el = document.createElement('birimba-seat');
      Object.assign(el, { seat: s, mySeat: 0, count: 5, person: ROOM[s], named: roomNames(ROOM, t)[s], t });
      document.body.append(el);
      await el.updateComplete;
      return el;
    };
    const botSeat = await seat(3, TEXTS.el);
    expect(botSeat.querySelector('[data-name]')?.textContent).toBe('Μποτ 2 (κανονικό)');
    expect(botSeat.querySelector('[data-zone="seat-3"]')?.getAttribute('aria-label')).toBe(
      'Μποτ 2 (κανονικό): 5 φύλλα, κλειστά',
    );
    expect(botSeat.querySelector('[data-stand-in]')).toBeNull();
    const nikos = await seat(2, TEXTS.el);
    expect(nikos.querySelector('[data-name]')?.textContent).toBe('Nikos');
    expect(nikos.querySelector('[data-stand-in]')?.textContent).toBe('Nikos: παίζει ο υπολογιστής');
  });
});

describe('the teams of a six-player room', () => {
  const SIX = [person('Eleni'), person('Nikos'), bot('easy'), person('Maria'), bot('easy'), bot('easy')];

  it('are named by their people on every screen, each screen’s own team “your team”', () => {
    const fromEleni = withRoomTeams(formTexts('en', 6), SIX, 0);
    expect(fromEleni.teams).toEqual(['Your team', 'Nikos and Bot 2 (easy)', 'Bot 1 (easy) and Bot 3 (easy)']);
    const fromNikos = withRoomTeams(formTexts('el', 6), SIX, 1);
    expect(fromNikos.teams.slice(1)).toEqual(['Μποτ 1 (εύκολο) και Μποτ 3 (εύκολο)', 'Eleni και Maria']);
    expect(fromNikos.winner[2]).toBe('Eleni και Maria κερδίζουν τη μοιρασιά');
    expect(fromNikos.birimbakiaState([true, false, false])).toContain('Eleni και Maria: όχι ακόμα');
    expect(withRoomTeams(formTexts('en', 6), SIX, 0)).toBe(fromEleni);
  });

  it('leave a local table and the other forms as they were', () => {
    expect(withRoomTeams(formTexts('en', 6), [], 0)).toBe(formTexts('en', 6));
    expect(withRoomTeams(formTexts('en', 4), SIX.slice(0, 4), 0)).toBe(formTexts('en', 4));
  });
});
