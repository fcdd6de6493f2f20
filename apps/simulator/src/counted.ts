// A count with its noun, singular or plural as the count asks: "1 duplicate deal", "2 duplicate deals".

/** `n` and the noun: `one` for 1, else `many` (default: `one` with an s). */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${String(n)} ${n === 1 ? one : many}`;
}
