// A table with a `server` on a page that did not load the online part (`@birimba/table/online`): it says so — a
// `birimba-error` of code `online-missing`, a console warning, a notice in the table's language — deals nothing, and
// goes to the room's lobby once the page provides the part. These tests import the main entry only (helpers.ts), as
// every other file does; the part is provided once per page, so the test that provides it comes last.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorEventDetail } from '../src/api/events.js';
import type { BirimbaTable } from '../src/birimba-table.js';
import { provideOnlinePart } from '../src/controllers/online-part.js';
import { TEXTS } from '../src/texts/i18n.js';
import { q, until } from './helpers.js';

const SERVER = 'ws://127.0.0.1:9';
const KEY = 'online-missing-test';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A table with this server (and these attributes) and the errors it fires, heard from before it is on the page. */
async function mountOnline(
  attributes: Record<string, string> = {},
): Promise<{ el: BirimbaTable; errors: ErrorEventDetail[] }> {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const el = document.createElement('birimba-table');
  for (const [name, value] of Object.entries({ server: SERVER, 'storage-key': KEY, ...attributes }))
    el.setAttribute(name, value);
  const errors: ErrorEventDetail[] = [];
  el.addEventListener('birimba-error', (e) => errors.push(e.detail));
  document.body.append(el);
  await until(() => q(el, '[data-failure="online-missing"]') !== null);
  return { el, errors };
}

describe('a table with a server and no online part on the page', () => {
  it('says so to the page and the player, and deals nothing', async () => {
    const { el, errors } = await mountOnline({ lang: 'en' });
    expect(errors).toEqual([
      {
        code: 'online-missing',
        server: SERVER,
        message: expect.stringContaining("import '@birimba/table/online'") as string,
      },
    ]);
    expect(console.warn).toHaveBeenCalledWith(errors[0]?.message);
    const notice = q(el, '[data-failure="online-missing"]');
    expect(notice?.getAttribute('role')).toBe('alert');
    expect(notice?.textContent?.trim()).toBe(TEXTS.en.onlineMissing);
    // No local game was dealt in its place: nothing on the felt, nothing saved.
    expect(q(el, '[data-status]')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('says it in the table’s language', async () => {
    const { el } = await mountOnline({ lang: 'el' });
    expect(q(el, '[data-failure="online-missing"]')?.textContent?.trim()).toBe(TEXTS.el.onlineMissing);
  });

  it('goes to the lobby once the page provides the online part', async () => {
    const { el } = await mountOnline();
    provideOnlinePart(() => import('../src/online/index.js'));
    await until(() => q(el, '[data-lobby]') !== null);
    expect(q(el, '[data-failure="online-missing"]')).toBeNull();
    // A table added now has the part at once: no error.
    const later = document.createElement('birimba-table');
    const errors: ErrorEventDetail[] = [];
    later.addEventListener('birimba-error', (e) => errors.push(e.detail));
    later.setAttribute('server', SERVER);
    document.body.append(later);
    await until(() => q(later, '[data-lobby]') !== null);
    expect(errors).toEqual([]);
  });
});
