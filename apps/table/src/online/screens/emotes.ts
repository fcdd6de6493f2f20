// The emotes, drawn by the table as it draws its cards (inline SVG, no font): the same faces on every device, and no
// emoji font needed. Named for screen readers by the phrase book (`OnlineTexts.emotes`).

import { type SVGTemplateResult, type TemplateResult, html, svg } from 'lit';
import { EMOTES } from '@birimba/protocol';

type Emote = (typeof EMOTES)[number];

const INK = '#3b2a00';
const eye = (x: number, y = 13, r = 1.9): SVGTemplateResult => svg`<circle cx=${x} cy=${y} r=${r} fill=${INK} />`;
const line = (d: string): SVGTemplateResult =>
  svg`<path d=${d} fill="none" stroke=${INK} stroke-width="1.8" stroke-linecap="round" />`;
const smile = line('M10 19 Q16 25 22 19');

/** Each emote's features on the face (the heart is all its own). */
const FEATURES: Readonly<Record<Exclude<Emote, 'heart'>, SVGTemplateResult>> = {
  smile: svg`${eye(11)}${eye(21)}${smile}`,
  laugh: svg`${line('M8.5 13.5 Q11 10 13.5 13.5')}${line('M18.5 13.5 Q21 10 23.5 13.5')}
    <path d="M9 18 H23 Q22 26 16 26 Q10 26 9 18 Z" fill="#7a1f1f" stroke=${INK} stroke-width="1.4" />`,
  wow: svg`${eye(11, 12.5, 2.3)}${eye(21, 12.5, 2.3)}<ellipse cx="16" cy="21.5" rx="3" ry="3.6" fill=${INK} />`,
  wink: svg`${eye(11)}${line('M18.5 13.5 H23.5')}${smile}`,
  cool: svg`<path d="M6.5 11.5 H25.5" stroke=${INK} stroke-width="1.6" />
    <rect x="8" y="10.5" width="7" height="5" rx="2" fill=${INK} /><rect x="17" y="10.5" width="7" height="5" rx="2"
    fill=${INK} />${line('M11 20 Q16 23.5 21 20')}`,
  sad: svg`${eye(11)}${eye(21)}${line('M10.5 23 Q16 17.5 21.5 23')}
    <path d="M22 15.5 Q23.5 18.5 22 19.5 Q20.5 18.5 22 15.5 Z" fill="#58c4ff" />`,
  angry: svg`${line('M8 9.5 L14 12')}${line('M24 9.5 L18 12')}${eye(11, 14.5)}${eye(21, 14.5)}
    ${line('M11 22.5 Q16 19 21 22.5')}`,
};

/** The emote drawn at 1em (its name is the button's or the line's, not the picture's). */
export function emoteFace(id: Emote): TemplateResult {
  const drawn =
    id === 'heart'
      ? svg`<path d="M16 27 C6 20 3.5 13 8.5 8.8 C12 6.2 15 8 16 10.8 C17 8 20 6.2 23.5 8.8 C28.5 13 26 20 16 27 Z"
          fill="#e0245e" stroke="#7a0f2e" stroke-width="1.2" />`
      : svg`<circle cx="16" cy="16" r="13.5" fill=${id === 'angry' ? '#ff8a5c' : '#ffcf3f'} stroke=${INK}
          stroke-width="1.4" />${FEATURES[id]}`;
  return html`<svg class="emote" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${drawn}</svg>`;
}

/** Whether a phrase id is an emote's. */
export function isEmote(id: string): id is Emote {
  return (EMOTES as readonly string[]).includes(id);
}
