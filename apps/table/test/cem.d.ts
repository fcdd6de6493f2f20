// The analyzer's programmatic entry (it ships no types): `cli` with `noWrite` returns the manifest it would write.
declare module '@custom-elements-manifest/analyzer/cli.js' {
  export function cli(options: { argv: string[]; cwd: string; noWrite: boolean }): Promise<unknown>;
}
