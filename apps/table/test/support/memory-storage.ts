// A device's localStorage for a test, in memory: each call a device of its own.

import type { KeyValueStorage } from '../../src/online/room/seat-tokens.js';

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
