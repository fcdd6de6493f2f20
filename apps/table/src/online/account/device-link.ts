// Another device's sign-in link in one's own profile (`[data-action=sign-in-device]`): made on the server, shown as a
// link to copy and a QR code (drawn by a chunk of its own), with the time it stops working.

import { type TemplateResult, html, nothing } from 'lit';
import type { Locale } from '@birimba/engine';
import { type DeviceLink, deviceLinkUrl } from '@birimba/protocol';
import type { ProfileTexts } from '../../texts/profile-texts.js';
import { action } from '../screens/action.js';
import { type QrMatrix, copyText, qrSvg } from '../screens/share.js';

/** A sign-in link made for another device: its address, until when, and its QR code once drawn. */
interface ShownLink {
  readonly url: string;
  readonly expires: string;
  qr: QrMatrix | null;
}

export class DeviceLinkSection {
  private link: ShownLink | null = null;
  private copied = false;

  constructor(
    private readonly origin: () => string,
    private readonly host: {
      update(): void;
      /** Asks the server for a link, its refusal shown; null when refused. */
      make(): Promise<DeviceLink | null>;
    },
  ) {}

  /** No link shown (the profile opened anew, or the device signed out). */
  clear(): void {
    this.link = null;
  }

  private async makeLink(): Promise<void> {
    const made = await this.host.make();
    if (made === null) return;
    const link: ShownLink = { url: deviceLinkUrl(this.origin(), made.secret), expires: made.expires, qr: null };
    this.link = link;
    this.copied = false;
    this.host.update();
    const { encode } = await import('../screens/qr.js');
    link.qr = encode(link.url, { ecc: 'M', border: 0 });
    this.host.update();
  }

  private copy(url: string): void {
    copyText(url, () => {
      this.copied = true;
      this.host.update();
    });
  }

  render(p: ProfileTexts, locale: Locale): TemplateResult {
    const link = this.link;
    const until =
      link === null ? '' : new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(link.expires));
    return html`<section class="profile-device">
      ${action('sign-in-device', p.device, () => void this.makeLink(), link === null)}
      ${
        link === null
          ? nothing
          : html`<div class="device-link" data-device-link-box>
              <label>${p.deviceLink} <input readonly data-device-link .value=${link.url} /></label>
              ${action('copy-device-link', this.copied ? p.copied : p.copy, () => this.copy(link.url))}
              <p class="note" data-device-link-expires=${link.expires}>${p.deviceNote(until)}</p>
              <span class="qr-box" data-qr=${link.qr === null ? 'loading' : 'shown'}
                >${link.qr === null ? nothing : qrSvg(link.qr, p.qrLabel)}</span
              >
            </div>`
      }
    </section>`;
  }
}
