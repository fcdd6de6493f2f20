// Waiting for something the server does by itself (a drain writing to the database): the condition looked at every
// 20 ms — with a step of the test's before each look, when given — and refused after 20 s, naming what was awaited.

/** Resolves once `test` holds; `tick` runs before each look (moving a manual clock on, say). */
export async function eventually(
  test: () => Promise<boolean>,
  what: string,
  tick: () => void = () => undefined,
): Promise<void> {
  const hang = Date.now() + 20_000;
  for (;;) {
    tick();
    if (await test()) return;
    if (Date.now() > hang) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
