// The online page as a chat app shows its link: Open Graph and Twitter card tags (a title, a description — a room's own
// for a share link `/?room=CODE` — and a picture of cards, `preview.png`), in Greek or English by the request's
// Accept-Language, Greek when it names neither (a chat app's crawler mostly sends none; the game is Greek).

import { formatRoomCode, parseRoomCode } from '@birimba/protocol';
import { escapeHtml } from './html-text.js';

export type PreviewLanguage = 'el' | 'en';

/** What the page's preview says, in each language. */
const WORDS: Readonly<
  Record<PreviewLanguage, { title: string; description: string; room: (code: string) => string; alt: string }>
> = {
  en: {
    title: 'Birimba online',
    description: 'Play Biriba, the Greek card game, with friends in the browser; bots play the empty seats.',
    room: (code) => `Join my Biriba table: room ${code}`,
    alt: 'A fan of playing cards on a green felt',
  },
  el: {
    title: 'Μπιρίμπα online',
    description: 'Παίξε μπιρίμπα με φίλους, χωρίς εγκατάσταση· ο υπολογιστής παίζει στις ελεύθερες θέσεις.',
    room: (code) => `Έλα στο τραπέζι μου στην μπιρίμπα: κωδικός ${code}`,
    alt: 'Μια βεντάλια από τράπουλα σε πράσινη τσόχα',
  },
};

/** The picture, served from `public/` beside the page. */
export const PREVIEW_IMAGE = { path: '/preview.png', width: 1200, height: 630 } as const;

/** Greek or English: the first of the two the header prefers (by its `q` weights), Greek when it names neither. */
export function previewLanguage(acceptLanguage: string | undefined): PreviewLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((w) => w.q > 0 && (w.language === 'el' || w.language === 'en'))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return wanted[0]?.language === 'en' ? 'en' : 'el';
}

/** What a page request tells the preview. */
export interface PreviewRequest {
  /** The Host header: the page's links are absolute on it (none when it is not a host name or address). */
  readonly host: string | undefined;
  /** `http` or `https` (behind a proxy, its X-Forwarded-Proto). */
  readonly protocol: string;
  /** The `room` parameter of the query, as sent. */
  readonly room: unknown;
  readonly acceptLanguage: string | undefined;
}

/** The page's language, title and preview tags for a request; what the request sends is never written unchecked. */
export function preview(request: PreviewRequest): { lang: PreviewLanguage; title: string; tags: string } {
  const lang = previewLanguage(request.acceptLanguage);
  const words = WORDS[lang];
  const code = typeof request.room === 'string' ? parseRoomCode(request.room) : null;
  const description = code === null ? words.description : words.room(formatRoomCode(code));
  const host =
    request.host !== undefined && /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(request.host);
  const origin = host ? `${request.protocol === 'https' ? 'https' : 'http'}://${request.host ?? ''}` : null;
  const meta = (attribute: 'property' | 'name', key: string, value: string): string =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', words.title),
    meta('property', 'og:title', words.title),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', lang === 'el' ? 'el_GR' : 'en_US'),
    ...(origin === null
      ? []
      : [
          meta('property', 'og:url', `${origin}/${code === null ? '' : `?room=${code}`}`),
          meta('property', 'og:image', `${origin}${PREVIEW_IMAGE.path}`),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
          meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
          meta('property', 'og:image:alt', words.alt),
        ]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', words.title),
    meta('name', 'twitter:description', description),
  ];
  return { lang, title: words.title, tags: tags.join('\n    ') };
}

/** The marks in `index.html` the page's preview replaces: checked once, when the server starts. */
const MARKS = {
  lang: '<html lang="en">',
  title: '<title>Birimba online</title>',
  tags: '<!-- link preview: the server writes the tags here (src/http/preview.ts) -->',
} as const;

/** The online page for a request, made from `index.html` (which must hold the marks: else the server does not start). */
export function pageRenderer(html: string): (request: PreviewRequest) => string {
  for (const mark of Object.values(MARKS))
    if (!html.includes(mark)) throw new Error(`the online page has no ${mark} for the link preview`);
  return (request) => {
    const { lang, title, tags } = preview(request);
    return html
      .replace(MARKS.lang, () => `<html lang="${lang}">`)
      .replace(MARKS.title, () => `<title>${escapeHtml(title)}</title>`)
      .replace(MARKS.tags, () => tags);
  };
}
