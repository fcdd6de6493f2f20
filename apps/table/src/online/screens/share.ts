// The lobby's Share, beside Copy: the system share sheet where the browser has one, else a WhatsApp and a Viber link;
// and a QR code of the room's link for the friend across the table, drawn by `uqr` loaded only when asked for.

import { type TemplateResult, html, nothing, svg } from 'lit';
import type { OnlineTexts } from '../../texts/online-texts.js';
import { action } from './action.js';

/** A QR code as the library encodes it: `size` modules a side, `data[y][x]` true where dark. */
export interface QrMatrix {
  readonly size: number;
  readonly data: readonly (readonly boolean[])[];
}

/** What the browser offers for sharing (the page's `navigator`; a test its own). */
export interface ShareDevice {
  share?: (data: ShareData) => Promise<void>;
}

/** The invitation's text and the room's link, as a chat app's link carries them. */
export function shareLinks(text: string, url: string): { whatsapp: string; viber: string } {
  const message = encodeURIComponent(`${text} ${url}`);
  return { whatsapp: `https://wa.me/?text=${message}`, viber: `viber://forward?text=${message}` };
}

/** Copies `text` to the clipboard, then `copied()`; a browser that refuses leaves the text in its box to copy. */
export function copyText(text: string, copied: () => void): void {
  void navigator.clipboard
    ?.writeText(text)
    .then(copied)
    .catch(() => undefined);
}

/** The QR code as one SVG path of its dark modules, with a light quiet zone of two modules around it. */
export function qrSvg(qr: QrMatrix, label: string): TemplateResult {
  let d = '';
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  const side = qr.size + 4;
  return html`<svg
    class="qr"
    role="img"
    aria-label=${label}
    viewBox="-2 -2 ${side} ${side}"
    shape-rendering="crispEdges"
    data-qr-size=${qr.size}
  >
    ${svg`<rect x="-2" y="-2" width=${side} height=${side} fill="#fff"></rect><path d=${d} fill="#000"></path>`}
  </svg>`;
}

/** Share and the QR code of one lobby: what is open, and the code once drawn. */
export class SharePart {
  /** The chat apps' links, shown where the browser has no share sheet (or it failed). */
  private links = false;
  private qrOpen = false;
  private qr: { url: string; matrix: QrMatrix } | null = null;

  constructor(
    private readonly update: () => void,
    private readonly device: () => ShareDevice = () => navigator,
  ) {}

  /** The system share sheet, or the links; a share the person cancelled is no failure. */
  private async share(title: string, text: string, url: string): Promise<void> {
    const device = this.device();
    if (typeof device.share !== 'function') {
      this.links = !this.links;
      this.update();
      return;
    }
    try {
      await device.share({ title, text, url });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      // Not allowed here (no gesture, a file: page…): the links still work.
      this.links = true;
      this.update();
    }
  }

  /** The QR code of `url`: the library is fetched the first time only, beside the online part. */
  private async toggleQr(url: string): Promise<void> {
    this.qrOpen = !this.qrOpen;
    this.update();
    if (!this.qrOpen || this.qr?.url === url) return;
    const { encode } = await import('./qr.js');
    this.qr = { url, matrix: encode(url, { ecc: 'M', border: 0 }) };
    this.update();
  }

  /** The buttons beside Copy, and what they opened. */
  render(o: OnlineTexts, code: string, url: string): TemplateResult {
    const text = o.invitation(code);
    const links = shareLinks(text, url);
    const qr = this.qr?.url === url ? this.qr.matrix : null;
    return html`${action('share', o.share, () => void this.share(o.title, text, url))}
    ${action('qr', this.qrOpen ? o.hideQr : o.showQr, () => void this.toggleQr(url))}
    ${
      this.links
        ? html`<span class="share-links" data-share-links>
            <a part="button" href=${links.whatsapp} target="_blank" rel="noopener" data-share="whatsapp">WhatsApp</a>
            <a part="button" href=${links.viber} data-share="viber">Viber</a>
          </span>`
        : nothing
    }
    ${
      this.qrOpen
        ? html`<span class="qr-box" data-qr=${qr === null ? 'loading' : 'shown'}>
            ${qr === null ? o.qrLoading : qrSvg(qr, o.qrLabel(code))}
          </span>`
        : nothing
    }`;
  }
}
