// A page that talks to a server imports the main entry: constants, room codes and types, and no valibot, which only
// a server needs (the subpath /schemas). Checked on the built files by bundling them as a page's bundler would.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = (file: string): string => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));

async function bundledInputs(source: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: source, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the main entry', () => {
  it('carries no valibot and none of the engine, the AI or the game log into a page', async () => {
    const inputs = await bundledInputs(
      `import { ROOM_NAME, parseRoomCode, CLIENT_MESSAGE_TYPES } from ${JSON.stringify(entry('index.js'))}; console.log(ROOM_NAME, parseRoomCode('x'), CLIENT_MESSAGE_TYPES);`,
    );
    expect(inputs.some((file) => file.endsWith('dist/room-code.js'))).toBe(true);
    expect(
      inputs.filter((file) => /valibot|@birimba\/(engine|ai|game-log)|packages\/(engine|ai|game-log)/.test(file)),
    ).toEqual([]);
  });

  it('is not the schemas: those bring valibot (the check above would see it)', async () => {
    const inputs = await bundledInputs(
      `import { readClientMessage } from ${JSON.stringify(entry('schemas/index.js'))}; console.log(readClientMessage);`,
    );
    expect(inputs.some((file) => file.includes('valibot'))).toBe(true);
  });
});
