// Base of the table's parts: Lit elements that render into themselves (no shadow root of their own), so the whole
// table stays one shadow tree — one place for the automation surface (`[data-card]`, `[data-zone]` …) and for the
// no-hidden-card checks — while each part keeps its own template, styles (adopted by <birimba-table>) and tests.

import { LitElement } from 'lit';

export abstract class LightElement extends LitElement {
  /**
   * Set by the table around its first render: the parts made then draw themselves each in a task of its own, so that
   * loading the page (a resumed game: a full hand, melds, the log) is several short tasks, not one long one.
   */
  static deferFirstUpdate = false;
  private deferred = LightElement.deferFirstUpdate;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override async scheduleUpdate(): Promise<void> {
    if (this.deferred) {
      this.deferred = false;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await super.scheduleUpdate();
  }

  /** Done when this part and every part rendered inside it are up to date. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    return (await partsUpdated(this)) && done;
  }
}

/**
 * Resolves when every Lit element rendered inside `root` is up to date: true when none had an update pending. A part
 * (a light element) answers for the parts inside it, so the walk does not go into it: each element is visited once,
 * not once per part around it (a hand of cards is not walked again by the hand, the table and the page).
 */
export async function partsUpdated(root: ParentNode): Promise<boolean> {
  const parts: LitElement[] = [];
  const visit = (node: ParentNode): void => {
    for (const child of node.children) {
      if (child instanceof LitElement) {
        parts.push(child);
        if (child instanceof LightElement) continue;
      }
      visit(child);
    }
  };
  visit(root);
  const done = await Promise.all(parts.map((p) => p.updateComplete));
  return done.every(Boolean);
}

/** Registers a part once (a page may load the bundle twice). */
export function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
