// A device for the turn's alerts in a test: what it was asked to do is counted, its permission and visibility are the
// test's to set, and its title is a plain string.

import type { AlertDevice, NotifyPermission } from '../../src/online/device/turn-alerts.js';

export class FakeDevice implements AlertDevice {
  played = 0;
  buzzed = 0;
  notices: string[][] = [];
  asked = 0;
  title = 'Birimba online';
  canVibrate = true;
  isHidden = false;

  constructor(
    public allowed: NotifyPermission = 'default',
    /** What the browser answers when asked. */
    private readonly answer: NotifyPermission = 'granted',
  ) {}

  sound(): boolean {
    this.played++;
    return true;
  }
  vibrate(): boolean {
    this.buzzed++;
    return true;
  }
  permission(): NotifyPermission {
    return this.allowed;
  }
  askPermission(): Promise<NotifyPermission> {
    this.asked++;
    this.allowed = this.answer;
    return Promise.resolve(this.answer);
  }
  notify(title: string, body: string): void {
    this.notices.push([title, body]);
  }
  hidden(): boolean {
    return this.isHidden;
  }
}
