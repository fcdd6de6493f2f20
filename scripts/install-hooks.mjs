#!/usr/bin/env node
// `prepare` (run by `pnpm install`): points git at the repository's hooks in `.githooks` (the commit-msg check of
// commit subjects). Does nothing outside a git work tree (a packed package, an unpacked tarball) or when git is
// missing, and never fails an install.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  const inside = execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, encoding: 'utf8' }).trim();
  if (inside === 'true') {
    execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root });
    process.stdout.write('git hooks: .githooks (commit subjects of at most 72 characters)\n');
  }
} catch {
  // Not a git work tree, or no git: nothing to install.
}
