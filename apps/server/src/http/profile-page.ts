// A player's public page, `/p/HANDLE`: their name, handle, avatar, the date they joined, their languages, their
// statistics per form as a table and their last matches — what the player lets everyone see — in Greek or English,
// as plain HTML with no script, every text of a player escaped (html-text.ts). Also its 404 and 503 pages.

import type { FormStatistics, PlayedMatch, PlayerProfile, SeatPlayer } from '@birimba/protocol';
import type { PreviewLanguage } from './preview.js';
import { escapeHtml } from './html-text.js';

/** Where the table opens a player's profile: the online page with the handle in its fragment. */
export function tableProfileLink(handle: string): string {
  return `/#profile=${encodeURIComponent(handle)}`;
}

/** The page's words, in each language. */
const WORDS = {
  el: {
    joined: 'Μέλος από',
    languages: 'Γλώσσες',
    avatar: 'Άβαταρ',
    statistics: 'Στατιστικά',
    hidden: 'Ο παίκτης δεν δείχνει τα στατιστικά του.',
    none: 'Καμία παρτίδα ακόμα.',
    form: 'Παίκτες',
    matches: 'Παρτίδες',
    won: 'Νίκες',
    drawn: 'Ισοπαλίες',
    deals: 'Μοιρασιές',
    average: 'Μέσος όρος πόντων ανά μοιρασιά',
    clean: 'Καθαρές μπιρίμπες',
    dirty: 'Βρόμικες μπιρίμπες',
    closings: 'Κλεισίματα',
    best: 'Καλύτερη παρτίδα',
    last: 'Τελευταίες παρτίδες',
    outcome: { won: 'νίκη', lost: 'ήττα', drawn: 'ισοπαλία' },
    former: 'πρώην παίκτης',
    bot: 'bot',
    open: 'Άνοιγμα στο τραπέζι',
    notFound: 'Δεν υπάρχει παίκτης με αυτό το όνομα.',
    unavailable: 'Τα προφίλ δεν είναι διαθέσιμα τώρα: τα παιχνίδια συνεχίζονται, δοκιμάστε ξανά σε λίγο.',
    tooMany: 'Πάρα πολλές σελίδες από αυτή τη διεύθυνση: δοκιμάστε ξανά σε λίγο.',
    home: 'Στο Birimba',
  },
  en: {
    joined: 'Joined',
    languages: 'Languages',
    avatar: 'Avatar',
    statistics: 'Statistics',
    hidden: 'This player does not show their statistics.',
    none: 'No matches yet.',
    form: 'Players',
    matches: 'Matches',
    won: 'Won',
    drawn: 'Drawn',
    deals: 'Deals',
    average: 'Average score a deal',
    clean: 'Clean birimbas',
    dirty: 'Dirty birimbas',
    closings: 'Closings',
    best: 'Best match',
    last: 'Last matches',
    outcome: { won: 'won', lost: 'lost', drawn: 'drawn' },
    former: 'a former player',
    bot: 'bot',
    open: 'Open at the table',
    notFound: 'There is no player of this name.',
    unavailable: 'Profiles are not available right now: games go on, try again in a little while.',
    tooMany: 'Too many pages from this address: try again in a little while.',
    home: 'To Birimba',
  },
} as const;

type Words = (typeof WORDS)[PreviewLanguage];

const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1b2a22}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #c8d3cc;padding:.25rem .5rem;text-align:left}
.avatar{font-size:.9rem;color:#4a5a50}`;

/** A whole page around `body`. */
function page(lang: PreviewLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The date of an ISO instant in the page's language (UTC: a page reads the same wherever it is asked from). */
function day(iso: string, lang: PreviewLanguage): string {
  return new Date(iso).toLocaleDateString(lang === 'el' ? 'el-GR' : 'en-GB', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function statisticsTable(statistics: readonly FormStatistics[], w: Words): string {
  if (statistics.length === 0) return `<p>${escapeHtml(w.none)}</p>`;
  const heads = [w.form, w.matches, w.won, w.drawn, w.deals, w.average, w.clean, w.dirty, w.closings, w.best];
  const rows = statistics.map((s) =>
    [
      s.form,
      s.matches,
      s.won,
      s.drawn,
      s.deals,
      s.averageDealScore.toFixed(1),
      s.birimbas.clean,
      s.birimbas.dirty,
      s.closings,
      s.best === null ? '—' : String(s.best.score),
    ]
      .map((cell) => `<td>${escapeHtml(String(cell))}</td>`)
      .join(''),
  );
  return `<table data-statistics>
<thead><tr>${heads.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((r) => `<tr>${r}</tr>`).join('\n')}</tbody>
</table>`;
}

function seatName(player: SeatPlayer, w: Words): string {
  switch (player.kind) {
    case 'account':
      return `<a href="/p/${encodeURIComponent(player.handle)}">${escapeHtml(player.name)}</a>`;
    case 'former':
      return escapeHtml(w.former);
    case 'guest':
      return escapeHtml(player.name);
    case 'bot':
      return escapeHtml(`${w.bot} (${player.level})`);
  }
}

function matchList(matches: readonly PlayedMatch[], lang: PreviewLanguage, w: Words): string {
  if (matches.length === 0) return `<p>${escapeHtml(w.none)}</p>`;
  const items = matches.map((m) => {
    const teams = m.teams
      .map((t) => {
        const names = t.seats.map((seat) => {
          const player = m.seats.find((s) => s.seat === seat)?.player;
          return player === undefined ? '' : seatName(player, w);
        });
        return `${names.join(', ')} ${String(t.score)}`;
      })
      .join(' — ');
    const outcome = m.outcome === undefined ? '' : `${escapeHtml(w.outcome[m.outcome])}: `;
    return `<li data-match="${escapeHtml(m.id)}">${escapeHtml(day(m.ended, lang))} · ${outcome}${teams}</li>`;
  });
  return `<ul data-history>\n${items.join('\n')}\n</ul>`;
}

/** The page of a profile: `matches` null when the player does not show them. */
export function profilePage(
  profile: PlayerProfile,
  matches: readonly PlayedMatch[] | null,
  lang: PreviewLanguage,
): string {
  const w = WORDS[lang];
  const facts = [
    `<dt>${escapeHtml(w.avatar)}</dt><dd class="avatar">${escapeHtml(profile.avatar ?? '—')}</dd>`,
    `<dt>${escapeHtml(w.joined)}</dt><dd>${escapeHtml(day(profile.joined, lang))}</dd>`,
    `<dt>${escapeHtml(w.languages)}</dt><dd>${escapeHtml(profile.languages.join(', ') || '—')}</dd>`,
  ];
  const body = [
    `<main data-profile="${escapeHtml(profile.handle)}">`,
    `<h1>${escapeHtml(profile.name)}</h1>`,
    `<p>@${escapeHtml(profile.handle)}</p>`,
    `<dl>${facts.join('')}</dl>`,
    `<p><a data-action="open-profile" href="${escapeHtml(tableProfileLink(profile.handle))}">${escapeHtml(w.open)}</a></p>`,
    `<h2>${escapeHtml(w.statistics)}</h2>`,
    profile.statistics === null ? `<p>${escapeHtml(w.hidden)}</p>` : statisticsTable(profile.statistics, w),
    ...(matches === null ? [] : [`<h2>${escapeHtml(w.last)}</h2>`, matchList(matches, lang, w)]),
    '</main>',
  ];
  return page(lang, `${profile.name} (@${profile.handle}) — Birimba`, body.join('\n'));
}

/** The page of a refusal: no such player (404), or profiles not available now (503, `profiles-unavailable`). */
export function profileErrorPage(
  error: 'not-found' | 'profiles-unavailable' | 'rate-limited',
  lang: PreviewLanguage,
): string {
  const w = WORDS[lang];
  const text = error === 'not-found' ? w.notFound : error === 'rate-limited' ? w.tooMany : w.unavailable;
  return page(
    lang,
    `${text} — Birimba`,
    `<main data-error="${error}"><h1>${escapeHtml(text)}</h1><p><a href="/">${escapeHtml(w.home)}</a></p></main>`,
  );
}
