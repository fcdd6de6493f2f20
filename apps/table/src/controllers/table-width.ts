// The element's own width, measured when it is connected and followed with a ResizeObserver: the layout follows it
// through classes (narrow, tight — the narrowest phones —, roomy, wide) instead of container queries, which make
// every style depend on layout.

import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class TableWidth implements ReactiveController {
  /** Pixels; 0 before the first measure. */
  width = 0;
  private observer: ResizeObserver | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    // Measured before the first render (the page's layout only: nothing of ours is drawn yet), then followed.
    this.set(Math.round(this.host.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'function') {
      this.observer = new ResizeObserver((entries) => {
        const width = Math.round(entries[0]?.contentRect.width ?? 0);
        if (width > 0) this.set(width);
      });
      this.observer.observe(this.host);
    }
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** The layout's classes for this width. */
  get classes(): string {
    const w = this.width;
    return `${w > 0 && w <= 560 ? 'narrow' : ''} ${w > 0 && w < 350 ? 'tight' : ''} ${w >= 640 ? 'roomy' : ''} ${w >= 900 ? 'wide' : ''}`;
  }

  /** Side seats are drawn compact below this width. */
  get compactSides(): boolean {
    return this.width < 640;
  }

  private set(width: number): void {
    if (width === this.width) return;
    this.width = width;
    this.host.requestUpdate();
  }
}
