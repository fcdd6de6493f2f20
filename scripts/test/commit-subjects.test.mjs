// scripts/commit-subjects.mjs: the commit-msg hook's verdict on one message, and `check`'s over the commits since
// the last release (its tag, or its `release:` commit in a clone without tags), in a throwaway repository.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { MOST_SUBJECT_CHARACTERS, messageProblems } from '../commit-subjects.mjs';

const script = fileURLToPath(new URL('../commit-subjects.mjs', import.meta.url));

test('a subject of at most 72 characters, then a blank line, passes; comments are not the message', () => {
  assert.deepEqual(messageProblems('engine: one home for the copies\n\nThe story.\n'), []);
  assert.deepEqual(messageProblems(`${'x'.repeat(MOST_SUBJECT_CHARACTERS)}\n`), []);
  assert.deepEqual(messageProblems('# a comment git strips\n\nfix: a line\n# Please enter the commit message\n'), []);
  // Characters, not bytes: Greek subjects count as they read.
  assert.deepEqual(messageProblems(`${'μ'.repeat(MOST_SUBJECT_CHARACTERS)}\n`), []);
});

test('a long subject, an empty one, or a body glued to the subject is refused, saying why', () => {
  assert.match(messageProblems(`${'x'.repeat(73)}\n`).join(), /73 characters, more than 72/);
  assert.match(messageProblems('\n\n# only comments\n').join(), /the subject is empty/);
  assert.match(messageProblems('a subject\nand its story at once\n').join(), /not blank/);
});

test('check reads the commits since the last tag, or since the release commit without tags', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commit-subjects-'));
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  const commit = (message) => {
    writeFileSync(join(dir, 'file'), message);
    git('add', 'file');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--no-verify', '-m', message);
  };
  const check = () => spawnSync('node', [script, '--since-release'], { cwd: dir, encoding: 'utf8' });
  try {
    git('init', '-q');
    commit(`an old subject that ran on and on ${'and on '.repeat(10)}`);
    commit('release: version the packages');
    commit('engine: a short subject');
    let run = check();
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /1 commit since release commit/);
    git('tag', 'v0.2.0', 'HEAD');
    commit(`table: a subject that is far too long to read in one glance ${'x'.repeat(20)}`);
    run = check();
    assert.equal(run.status, 1);
    assert.match(run.stderr, /1 of 1 commit since tag v0\.2\.0 break the rule/);
    // The hook refuses the same message before it is a commit.
    writeFileSync(join(dir, 'message'), `${'y'.repeat(80)}\n`);
    const hook = spawnSync('node', [script, '--message-file', join(dir, 'message')], { encoding: 'utf8' });
    assert.equal(hook.status, 1);
    assert.match(hook.stderr, /80 characters/);
    assert.equal(spawnSync('node', [script, '--nonsense'], { encoding: 'utf8' }).status, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
