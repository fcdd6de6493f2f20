// Who sees a part of a profile (its statistics, its history): the one home of the rule. Until Online 5's friends,
// `friends` is the player alone; the player always sees their own, whatever they chose.

import type { Visibility } from '@birimba/protocol';

/** Whether `asker` (an account, or null for someone signed out) sees what `owner` lets `visibility` see. */
export function sees(visibility: Visibility, owner: string, asker: string | null): boolean {
  return visibility === 'everyone' || asker === owner;
}
