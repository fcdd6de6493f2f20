// The avatars a player chooses from (`AVATARS` of the protocol, no uploads), drawn here in code: a few shapes each on
// a 32-unit square, in the table's colours, so that nothing is downloaded and every avatar is sharp at any size.

import { type SVGTemplateResult, type TemplateResult, html, nothing, svg } from 'lit';
import type { Avatar } from '@birimba/protocol';

const RED = '#c62828';
const INK = '#1b1b1b';
const GOLD = '#e0a100';
const SEA = '#1565c0';
const LEAF = '#2e7d32';

/** Each avatar's drawing. */
const DRAWINGS: Readonly<Record<Avatar, SVGTemplateResult>> = {
  heart: svg`<path d="M16 27 5 16a6 6 0 0 1 11-8 6 6 0 0 1 11 8z" fill=${RED}/>`,
  diamond: svg`<path d="M16 3 26 16 16 29 6 16z" fill=${RED}/>`,
  club: svg`<circle cx="16" cy="10" r="5.5" fill=${INK}/><circle cx="10" cy="18" r="5.5" fill=${INK}/>
    <circle cx="22" cy="18" r="5.5" fill=${INK}/><path d="M14.5 18h3l2 10h-7z" fill=${INK}/>`,
  spade: svg`<path d="M16 4C12 10 5 13 5 19a5.5 5.5 0 0 0 10 3l-2 6h6l-2-6a5.5 5.5 0 0 0 10-3c0-6-7-9-11-15z" fill=${INK}/>`,
  joker: svg`<path d="M6 12 10 4l6 7 6-7 4 8-3 2H9z" fill=${RED}/><circle cx="16" cy="20" r="7" fill=${GOLD}/>
    <circle cx="13.5" cy="19" r="1.2" fill=${INK}/><circle cx="18.5" cy="19" r="1.2" fill=${INK}/>
    <path d="M12.5 22.5q3.5 3 7 0" stroke=${INK} fill="none" stroke-width="1.4"/>`,
  crown: svg`<path d="M5 24 4 9l7 6 5-9 5 9 7-6-1 15z" fill=${GOLD}/><rect x="5" y="25" width="22" height="3" fill=${GOLD}/>`,
  owl: svg`<ellipse cx="16" cy="18" rx="10" ry="11" fill="#8d6e63"/><circle cx="12" cy="15" r="4" fill="#fff"/>
    <circle cx="20" cy="15" r="4" fill="#fff"/><circle cx="12" cy="15" r="1.8" fill=${INK}/>
    <circle cx="20" cy="15" r="1.8" fill=${INK}/><path d="M14.5 19h3L16 22z" fill=${GOLD}/>
    <path d="M7 9l4 3M25 9l-4 3" stroke="#8d6e63" stroke-width="3"/>`,
  fox: svg`<path d="M4 5l7 6h10l7-6-2 13-10 10L6 18z" fill="#ef6c00"/><path d="M9 18l7 10 7-10-7 3z" fill="#fff"/>
    <circle cx="12" cy="15" r="1.4" fill=${INK}/><circle cx="20" cy="15" r="1.4" fill=${INK}/>
    <circle cx="16" cy="26" r="1.5" fill=${INK}/>`,
  cat: svg`<path d="M6 6l5 6h10l5-6v14a10 9 0 0 1-20 0z" fill="#757575"/>
    <circle cx="12" cy="17" r="1.6" fill=${GOLD}/><circle cx="20" cy="17" r="1.6" fill=${GOLD}/>
    <path d="M15 21h2l-1 1.5z" fill="#f48fb1"/>
    <path d="M3 20h7M3 23h7M22 20h7M22 23h7" stroke=${INK} stroke-width=".8"/>`,
  dolphin: svg`<path d="M3 20c4-9 13-13 22-9l3-4 1 7c2 3 0 6-3 5-3 4-9 6-15 5l2 4-6-3z" fill=${SEA}/><circle cx="23" cy="13" r="1.2" fill="#fff"/>`,
  octopus: svg`<circle cx="16" cy="12" r="8" fill="#8e24aa"/>
    <path d="M9 17q-3 8-6 9M12 19q-1 7-4 9M16 20v9M20 19q1 7 4 9M23 17q3 8 6 9" stroke="#8e24aa" stroke-width="2.6" fill="none" stroke-linecap="round"/>
    <circle cx="13" cy="12" r="1.5" fill="#fff"/><circle cx="19" cy="12" r="1.5" fill="#fff"/>`,
  olive: svg`<path d="M4 28C12 20 18 12 28 4" stroke="#5d4037" stroke-width="1.6" fill="none"/>
    <ellipse cx="11" cy="15" rx="5" ry="2.2" transform="rotate(-40 11 15)" fill=${LEAF}/>
    <ellipse cx="21" cy="15" rx="5" ry="2.2" transform="rotate(50 21 15)" fill=${LEAF}/>
    <ellipse cx="14" cy="23" rx="3.4" ry="4.4" fill="#33691e"/>
    <ellipse cx="23" cy="8" rx="3" ry="3.8" fill="#33691e"/>`,
  lemon: svg`<ellipse cx="16" cy="18" rx="11" ry="8.5" transform="rotate(-20 16 18)" fill="#fdd835"/><path d="M21 8q4-5 8-3-3 4-8 3z" fill=${LEAF}/>`,
  sun: svg`<circle cx="16" cy="16" r="7" fill=${GOLD}/>
    <path d="M16 2v5M16 25v5M2 16h5M25 16h5M6 6l3.5 3.5M22.5 22.5 26 26M6 26l3.5-3.5M22.5 9.5 26 6" stroke=${GOLD}
      stroke-width="2.4" stroke-linecap="round"/>`,
  moon: svg`<path d="M20 4a12 12 0 1 0 9 17A10 10 0 0 1 20 4z" fill="#5c6bc0"/>
    <circle cx="9" cy="8" r="1" fill=${GOLD}/><circle cx="6" cy="14" r=".8" fill=${GOLD}/>`,
  anchor: svg`<circle cx="16" cy="6.5" r="3" fill="none" stroke=${SEA} stroke-width="2.2"/>
    <path d="M16 9.5V28M10 14h12M5 19q2 9 11 9 9 0 11-9" stroke=${SEA} stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
};

/** An avatar's picture, or the first letter of the name when the player chose none (`label`: for a screen reader;
 * empty when the words beside it say it). */
export function avatarPicture(avatar: string | null, name: string, label = ''): TemplateResult {
  const drawing = avatar !== null && avatar in DRAWINGS ? DRAWINGS[avatar as Avatar] : null;
  const letter = [...name.trim()][0]?.toUpperCase() ?? '?';
  return html`<svg
    class="avatar"
    viewBox="0 0 32 32"
    data-avatar-shown=${drawing === null ? '' : (avatar ?? '')}
    role=${label === '' ? 'presentation' : 'img'}
    aria-label=${label === '' ? nothing : label}
    aria-hidden=${label === '' ? 'true' : 'false'}
  >
    ${
      drawing ??
      svg`<circle cx="16" cy="16" r="15" fill="#546e7a"/>
      <text x="16" y="21.5" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text>`
    }
  </svg>`;
}
