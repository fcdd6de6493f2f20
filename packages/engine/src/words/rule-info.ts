// The rule-set fields with their descriptions: what each takes (the vocabulary's `RULE_KINDS`) and what it means in
// English and Greek (the phrase book), for forms, command lines and schemas alike.

import { type RuleFieldKind, RULE_KINDS } from '../vocabulary/rules.js';
import { EL } from './el.js';
import { EN } from './en.js';

/** What one rule-set field takes, and its description in English and Greek (from the phrase book). */
export type RuleFieldInfo = RuleFieldKind & {
  /** What the field means, in English. */
  readonly description: string;
  /** The same in Greek, for a table in Greek. */
  readonly descriptionEl: string;
};

/** Every rule-set field, in display order: the one description of the variants of rules.md. */
export const RULE_INFO: readonly RuleFieldInfo[] = Object.freeze(
  RULE_KINDS.map(
    (kind) =>
      Object.freeze({
        ...kind,
        description: EN.rules[kind.field].description,
        descriptionEl: EL.rules[kind.field].description,
      }) as RuleFieldInfo,
  ),
);
