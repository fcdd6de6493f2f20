// The online page's link preview, as a chat app's crawler reads it: Open Graph and Twitter card tags with absolute
// links on the request's host, a room's own description for its share link, Greek or English by Accept-Language
// (Greek when it names neither), a PNG the server serves — and nothing a crafted link sends is written into the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, previewLanguage } from '../src/http/preview.js';
import { type TestServer, testServer } from './helpers/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await testServer();
});
afterAll(async () => {
  await t?.close();
});

/** The page at `path`, with these request headers: its tags by property or name, its title and its language. */
async function page(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ html: string; tags: Map<string, string>; title: string; lang: string; vary: string | null }> {
  const res = await fetch(`${t.http}${path}`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g))
    tags.set(
      m[1] ?? '',
      (m[2] ?? '').replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
    );
  return {
    html,
    tags,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    lang: /<html lang="([^"]*)">/.exec(html)?.[1] ?? '',
    vary: res.headers.get('vary'),
  };
}

describe('the link preview of the online page', () => {
  it('has a title, a description, an absolute PNG and URL on the request’s host, in English when asked', async () => {
    const p = await page('/', { 'accept-language': 'en-GB,en;q=0.9' });
    const host = new URL(t.http).host;
    expect(p.lang).toBe('en');
    expect(p.title).toBe('Birimba online');
    expect(Object.fromEntries(p.tags)).toMatchObject({
      'og:type': 'website',
      'og:title': 'Birimba online',
      'og:url': `http://${host}/`,
      'og:image': `http://${host}/preview.png`,
      'og:image:type': 'image/png',
      'twitter:card': 'summary_large_image',
    });
    expect(p.tags.get('og:description')).toMatch(/Biriba/);
    expect(p.tags.get('description')).toBe(p.tags.get('og:description'));
    expect(p.vary).toMatch(/Accept-Language/i);
    // The picture is there, a PNG of the size the tags say.
    const image = await fetch(p.tags.get('og:image') ?? '');
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([
      Number(p.tags.get('og:image:width')),
      Number(p.tags.get('og:image:height')),
    ]);
    // The same page at /index.html; the table's script and the page's own script are still in it.
    const again = await page('/index.html', { 'accept-language': 'en' });
    expect(again.html).toBe(p.html);
    expect(p.html).toContain('<script type="module" src="/birimba-table.js"></script>');
  });

  it('is Greek for a Greek reader and for a crawler that names no language; a share link names its room', async () => {
    const greek = await page('/?room=6nsbs1mdrt', { 'accept-language': 'el-GR,el;q=0.9,en;q=0.8' });
    expect(greek.lang).toBe('el');
    expect(greek.title).toBe('Μπιρίμπα online');
    expect(greek.tags.get('og:title')).toBe('Μπιρίμπα online');
    expect(greek.tags.get('og:description')).toBe('Έλα στο τραπέζι μου στην μπιρίμπα: κωδικός 6NSBS-1MDRT');
    expect(greek.tags.get('og:url')).toBe(`${t.http}/?room=6NSBS1MDRT`);
    const crawler = await page('/?room=6NSBS-1MDRT');
    expect(crawler.tags.get('og:description')).toBe(greek.tags.get('og:description'));
    const english = await page('/?room=6NSBS1MDRT', { 'accept-language': 'en-US' });
    expect(english.tags.get('og:description')).toBe('Join my Biriba table: room 6NSBS-1MDRT');
  });

  it('writes nothing of a crafted room, host or language into the page', async () => {
    const attack = '"><script>alert(1)</script><meta x="';
    for (const [path, headers] of [
      [`/?room=${encodeURIComponent(attack)}`, { 'accept-language': attack }],
      [`/?room=${encodeURIComponent('6NSBS1MDRT"><b>')}`, {}],
      ['/?room=a&room=b', {}],
      ['/', { 'x-forwarded-proto': attack }],
    ] as const) {
      const p = await page(path, headers);
      expect(p.html).not.toContain('<script>alert');
      expect(p.html).not.toContain('<b>');
      expect(p.html).not.toContain('x="');
      // Not a room: the page's own description, its URL without a room.
      expect(p.tags.get('og:description')).not.toMatch(/room|κωδικός/);
      expect(p.tags.get('og:url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    }
    // A Host that is not a host name: no absolute link is made on it, the rest of the preview stands.
    const crafted = preview({
      host: 'evil.example"><script>',
      protocol: 'http',
      room: '6NSBS1MDRT',
      acceptLanguage: '',
    });
    expect(crafted.tags).not.toContain('evil.example');
    expect(crafted.tags).not.toContain('og:image');
    expect(crafted.tags).toContain('κωδικός 6NSBS-1MDRT');
  });

  it('speaks Greek as the table does: a room is a τραπέζι, «στην μπιρίμπα» whole, no English "browser"', () => {
    for (const room of [undefined, '6NSBS1MDRT']) {
      const greek = preview({ host: 'birimba.example', protocol: 'https', room, acceptLanguage: 'el' });
      const words = `${greek.title} ${greek.tags}`;
      expect(words).not.toMatch(/δωμάτ|browser/i);
      expect(words).not.toMatch(/(^|\s)(σ?τη) (μπ|ντ|γκ)/);
    }
  });
});

describe('previewLanguage', () => {
  it('takes Greek or English, whichever the reader prefers first, and Greek when neither is named', () => {
    expect(previewLanguage(undefined)).toBe('el');
    expect(previewLanguage('')).toBe('el');
    expect(previewLanguage('fr-FR,de;q=0.8')).toBe('el');
    expect(previewLanguage('fr-FR,en;q=0.5,el;q=0.4')).toBe('en');
    expect(previewLanguage('en;q=0.5,el;q=0.9')).toBe('el');
    expect(previewLanguage('el;q=0,en')).toBe('en');
    expect(previewLanguage('EN-us')).toBe('en');
    expect(previewLanguage('*')).toBe('el');
  });
});
