// What the table calls each seat, wherever it names one (the status line, the line above the hand, the felt, the log,
// the live region). At a local table a seat is its place from the player's ("East", "North"). In an online room every
// screen must say the same: a person by their name, a bot by its level and — with more than one bot — its number
// among the bots in seat order ("Bot 2 (normal)"). The seat index is what all screens share; a compass point is
// counted from each screen's own seat, so no screen names anybody by one.

import type { Seat, TellOptions } from '@birimba/engine';
import type { SeatPerson } from '../game/table-game.js';
import type { Texts } from '../texts/i18n.js';
import { seatLabel } from './seat-geometry.js';

/** A seat's name as the table says it to the person at `mySeat`. */
export type SeatNamer = (seat: Seat) => string;

/**
 * The names of a room's seats, in the table's language; null for a seat the room does not name (a local table's,
 * whose `people` is empty). Bots are numbered only when there are several, in the order of their seats.
 */
export function roomNames(people: readonly SeatPerson[], t: Texts): (string | null)[] {
  const bot = (p: SeatPerson): boolean => !p.human && p.level !== '';
  const bots = people.flatMap((p, seat) => (bot(p) ? [seat] : []));
  return people.map((p, seat) => {
    if (bot(p)) return t.botName(t.botLevels[p.level] ?? p.level, bots.length > 1 ? bots.indexOf(seat) + 1 : null);
    return p.human && p.name !== '' ? p.name : null;
  });
}

/**
 * The lobby's names for its seats as the match would begin now: a free seat by the name its bot will take (at the
 * room's `botLevel`, numbered among the bots), a person's seat by its person.
 */
export function namesAtStart(people: readonly SeatPerson[], botLevel: string, t: Texts): (string | null)[] {
  return roomNames(
    people.map((p) => (p.human ? p : { ...p, level: botLevel })),
    t,
  );
}

/** Each seat's name for the person at `mySeat`: the room's name for it, else its place from there. */
export function seatNamer(mySeat: Seat, t: Texts, people: readonly SeatPerson[] = []): SeatNamer {
  const names = roomNames(people, t);
  return (seat) => names[seat] ?? seatLabel(seat, mySeat, t);
}

/** How the engine's phrase book tells the game to the person at `mySeat`: in the table's language, their own moves
 * to "you", the others by their names (`seatNamer`). `null`: a watcher, who is nobody's "you" (every seat named). */
export const tellFrom = (mySeat: Seat | null, t: Texts, people: readonly SeatPerson[] = []): TellOptions => ({
  locale: t.locale,
  players: t.players,
  ...(mySeat === null ? {} : { you: mySeat }),
  seatName: seatNamer(mySeat ?? 0, t, people),
});

const named = new Map<string, Texts>();

/**
 * The texts of a six-player room with its other two teams named by their people («Nikos and Bot 2») rather than by
 * where they sit from this screen («East and North-West»): every screen then names a team alike. Side 1 is the team
 * of the seat after `mySeat`, side 2 the one after it (partners sit three apart). Any other table: `t` itself.
 */
export function withRoomTeams(t: Texts, people: readonly SeatPerson[], mySeat: Seat, watching = false): Texts {
  if (watching) return watcherTeams(t, people);
  if (t.players !== 6 || people.length !== 6) return t;
  const names = roomNames(people, t);
  if (names.some((n) => n === null)) return t;
  const and = t.locale === 'el' ? 'και' : 'and';
  const team = (side: number): string => {
    // In seat order, so that every screen names a team the same way.
    const [a, b] = [(mySeat + side) % 6, (mySeat + side + 3) % 6].sort((x, y) => x - y);
    return `${names[a ?? 0] ?? ''} ${and} ${names[b ?? 0] ?? ''}`;
  };
  const key = `${t.locale}|${String(mySeat)}|${names.join('|')}`;
  let texts = named.get(key);
  if (texts !== undefined) return texts;
  const others = [team(1), team(2)];
  const greek = t.locale === 'el';
  texts = {
    ...t,
    teams: [t.teams[0] ?? '', ...others],
    teamsShort: [t.teamsShort[0] ?? '', ...others.map((o) => o.replace(` ${and} `, '+'))],
    winner: [t.winner[0] ?? '', ...others.map((o) => (greek ? `${o} κερδίζουν τη μοιρασιά` : `${o} win the deal`))],
    endClosed: [
      t.endClosed[0] ?? '',
      ...others.map((o) => (greek ? `${o} έκλεισαν τη μοιρασιά.` : `${o} closed the deal.`)),
    ],
    matchWinner: [
      t.matchWinner[0] ?? '',
      ...others.map((o) => (greek ? `${o} κέρδισαν τον αγώνα.` : `${o} won the match.`)),
    ],
    birimbakiaState: (took) =>
      [t.teams[0] ?? '', ...others]
        .map((o, side) => `${o}: ${took[side] === true ? (greek ? 'ναι' : 'yes') : greek ? 'όχι ακόμα' : 'not yet'}`)
        .join(' · ')
        .replace(/^/, greek ? 'Μπιριμπάκια που πάρθηκαν: ' : 'Birimbakia taken: '),
  };
  if (named.size > 64) named.clear();
  named.set(key, texts);
  return texts;
}

/**
 * The texts of a watcher's table, of any form: no team is theirs, so every team is named by its people («Maria and
 * Bot 1», «Nikos» alone in a room of two) — side 0 the team of seat 0, drawn at the bottom.
 */
export function watcherTeams(t: Texts, people: readonly SeatPerson[]): Texts {
  const players = people.length;
  const names = roomNames(people, t);
  if (![2, 4, 6].includes(players) || names.some((n) => n === null)) return t;
  const greek = t.locale === 'el';
  const and = greek ? 'και' : 'and';
  const teamCount = players === 2 ? 2 : players / 2;
  const sides = Array.from({ length: teamCount }, (_, side) =>
    [...new Set([side % players, (side + teamCount) % players])].sort((a, b) => a - b).map((s) => names[s] ?? ''),
  );
  const key = `watcher|${t.locale}|${names.join('|')}`;
  let texts = named.get(key);
  if (texts !== undefined) return texts;
  const full = sides.map((s) => s.join(` ${and} `));
  const one = (side: number): boolean => (sides[side]?.length ?? 0) === 1;
  texts = {
    ...t,
    teams: full,
    // Short, as the lobby names the teams («Team A», never broken between its word and its letter in a narrow score
    // corner); a person alone by their name.
    teamsShort: sides.map((s, i) =>
      s.length === 1 ? (s[0] ?? '') : `${greek ? 'Ομάδα' : 'Team'}\u00a0${(greek ? 'ΑΒΓ' : 'ABC')[i] ?? ''}`,
    ),
    winner: full.map((o, i) =>
      greek ? `${o} ${one(i) ? 'κερδίζει' : 'κερδίζουν'} τη μοιρασιά` : `${o} ${one(i) ? 'wins' : 'win'} the deal`,
    ),
    // Beside the team's name over its melds: a pair took it («πήραν»), a person alone «πήρε».
    tookBirimbaki: full.map((_, i) =>
      greek ? `${one(i) ? 'πήρε' : 'πήραν'} μπιριμπάκι` : (t.tookBirimbaki[0] ?? 'took a birimbaki'),
    ),
    endClosed: full.map((o, i) =>
      greek ? `${o} ${one(i) ? 'έκλεισε' : 'έκλεισαν'} τη μοιρασιά.` : `${o} closed the deal.`,
    ),
    matchWinner: full.map((o, i) =>
      greek ? `${o} ${one(i) ? 'κέρδισε' : 'κέρδισαν'} τον αγώνα.` : `${o} won the match.`,
    ),
    birimbakiaState: (took) =>
      full
        .map((o, side) => `${o}: ${took[side] === true ? (greek ? 'ναι' : 'yes') : greek ? 'όχι ακόμα' : 'not yet'}`)
        .join(' · ')
        .replace(/^/, greek ? 'Μπιριμπάκια που πάρθηκαν: ' : 'Birimbakia taken: '),
  };
  if (named.size > 64) named.clear();
  named.set(key, texts);
  return texts;
}
