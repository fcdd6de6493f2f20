// One rule of the engine's RULE_INFO as a form control, by its kind (a checkbox, a choice, a whole number): the same
// control in the settings panel and in an online room's lobby.

import { type TemplateResult, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { RuleFieldInfo } from '@birimba/engine';

export interface RuleFieldOptions {
  readonly info: RuleFieldInfo;
  /** The control's id (unique in the table). */
  readonly id: string;
  readonly label: string;
  /** The rule's value now. */
  readonly value: unknown;
  /** The choices to offer (a choice field), when not all of `info.choices`: the engine's `ruleChoices` for a form. */
  readonly choices?: readonly (string | number)[];
  /** How a choice is named. */
  readonly choiceLabel: (choice: string | number) => string;
  /** A note after the control (a rule the table has no words for), or nothing. */
  readonly note?: TemplateResult | typeof nothing;
  /** The player chose a value (null: a whole number cleared). */
  readonly set: (value: unknown) => void;
}

export function ruleField({
  info,
  id,
  label,
  value,
  choices,
  choiceLabel,
  note = nothing,
  set,
}: RuleFieldOptions): TemplateResult {
  const field = info.field as string;
  switch (info.kind) {
    case 'boolean':
      return html`<div class="field check">
        <input
          type="checkbox"
          id=${id}
          data-rule=${field}
          .checked=${live(value === true)}
          @change=${(e: Event) => set((e.target as HTMLInputElement).checked)}
        />
        <label for=${id}>${label}</label>${note}
      </div>`;
    case 'choice': {
      const offered = choices ?? info.choices;
      return html`<div class="field">
        <label for=${id}>${label}</label>
        <select
          id=${id}
          data-rule=${field}
          .value=${live(String(offered.indexOf(value as never)))}
          @change=${(e: Event) => set(offered[Number((e.target as HTMLSelectElement).value)])}
        >
          ${offered.map((c, i) => html`<option value=${i} ?selected=${c === value}>${choiceLabel(c)}</option>`)}</select
        >${note}
      </div>`;
    }
    case 'positiveInteger': {
      const shown = typeof value === 'number' ? String(value) : '';
      return html`<div class="field">
        <label for=${id}>${label}</label>
        <input
          type="number"
          inputmode="numeric"
          min="1"
          step="100"
          id=${id}
          data-rule=${field}
          .value=${live(shown)}
          @change=${(e: Event) => {
            const input = e.target as HTMLInputElement;
            const n = Number(input.value);
            if (input.value.trim() === '') set(null);
            else if (Number.isSafeInteger(n) && n > 0) set(n);
            else input.value = shown;
          }}
        />${note}
      </div>`;
    }
  }
}
