// "Play now" seats the people who pressed it at once together: those who came as a table filled are in the next room,
// whose lobby says so (issue 48, item 4: the server's `nextTable`), in English and Greek; any other lobby says nothing.

import { afterEach, describe, expect, it } from 'vitest';
import { draw, roomOf, text } from './support/online-screens.js';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the lobby of the next table', () => {
  it('says that a table filled and this is the next one, in English and Greek', () => {
    const room = roomOf({ public: true, nextTable: true });
    expect(text(draw({ room }, 'lobby').el, '[data-note="next-table"]')).toBe(
      'A table filled up just as you pressed Play now: this is the next one, for everyone who pressed it too.',
    );
    expect(text(draw({ room }, 'lobby', 'el').el, '[data-note="next-table"]')).toBe(
      'Ένα τραπέζι γέμισε τη στιγμή που πάτησες «Παίξε τώρα»: αυτό είναι το επόμενο, για όσους το πάτησαν κι αυτοί.',
    );
  });

  it('says nothing in any other room', () => {
    const { el } = draw({ room: roomOf({ public: true }) }, 'lobby');
    expect(el.querySelector('[data-room-code]')).not.toBeNull();
    expect(el.querySelector('[data-note="next-table"]')).toBeNull();
  });
});
