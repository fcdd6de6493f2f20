// The rooms each address holds open — it made them, and they are not closed — on Colyseus' presence, which every process
// of a server shares (Redis with several processes, memory with one): the matchmaking counts them before it makes a
// room for an address (admission.ts), so that one address cannot fill the server. An address is kept as the hash of
// its key (an IPv6 address by its /64), as the room's history keeps it (`created.by`).

import type { Presence } from '@colyseus/core';
import { addressKey } from '../http/address.js';
import { tokenHash } from '../secrets.js';

/** The presence key of the set of the rooms an address holds. */
const heldKey = (by: string): string => `birimba:held:${by}`;

/** An address as the holdings and a room's history keep it: the hash of its key. */
export function holderOf(address: string): string {
  return tokenHash(addressKey(address));
}

export class Holdings {
  /** `presence`: Colyseus' presence, once the server is set up. */
  constructor(private readonly presence: () => Presence) {}

  /** How many rooms the address holds open now, on every process. */
  async count(address: string): Promise<number> {
    return Number(await this.presence().scard(heldKey(holderOf(address))));
  }

  /** The room `code`, made by the address kept as `by`, is open (made, or restored on this process). */
  async hold(by: string, code: string): Promise<void> {
    await this.presence().sadd(heldKey(by), code);
  }

  /** The room `code` closed for good: it no longer counts against the address that made it. */
  async release(by: string, code: string): Promise<void> {
    await this.presence().srem(heldKey(by), code);
  }
}
