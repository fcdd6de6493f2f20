// The error a call throws, of the class a test expects: anything else, or no error at all, fails the test.

export function thrown<E extends Error>(kind: abstract new (...args: never[]) => E, work: () => unknown): E {
  try {
    work();
  } catch (e) {
    if (e instanceof kind) return e;
    throw e;
  }
  throw new Error(`expected a ${kind.name}, but nothing was thrown`);
}
