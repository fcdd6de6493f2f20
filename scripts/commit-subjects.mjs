#!/usr/bin/env node
// Commit subjects are one line of at most 72 characters; the story goes in the body, after a blank line.
//
//   node scripts/commit-subjects.mjs --message-file FILE   the commit-msg hook (.githooks/commit-msg): one message
//   node scripts/commit-subjects.mjs --since-release       `check`: every commit since the last release
//
// The last release is the newest tag `v*` reachable from HEAD; a clone without tags (or a shallow one) stops at the
// newest commit whose subject starts with `release:` instead, the commit `changeset version` made. Merge commits and
// git's own `fixup!`/`squash!` subjects are checked like any other.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const MOST_SUBJECT_CHARACTERS = 72;
const RELEASE_SUBJECT = /^release:/;

/** What is wrong with a commit message, or an empty list. Lines git strips (`#` comments) are not the message. */
export function messageProblems(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const subject = lines[0] ?? '';
  const problems = [];
  if (subject === '') problems.push('the subject is empty');
  const length = [...subject].length;
  if (length > MOST_SUBJECT_CHARACTERS)
    problems.push(
      `the subject has ${String(length)} characters, more than ${String(MOST_SUBJECT_CHARACTERS)}: ` +
        'say it in one short line and put the story in the body',
    );
  if (lines.length > 1 && lines[1] !== '') problems.push('the subject is followed by a line that is not blank');
  return problems;
}

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The commits since the last release, newest first: `{ sha, message }`, and what the release was. */
function commitsSinceRelease() {
  let tag = null;
  try {
    tag = git('describe', '--tags', '--abbrev=0', '--match', 'v[0-9]*', 'HEAD').trim();
  } catch {
    tag = null;
  }
  const range = tag === null ? ['HEAD'] : [`${tag}..HEAD`];
  const raw = git('log', '--format=%H%x00%B%x01', ...range);
  const commits = [];
  for (const entry of raw.split('\x01')) {
    const text = entry.replace(/^\n/, '');
    if (text.trim() === '') continue;
    const [sha, message] = text.split('\x00');
    if (tag === null && RELEASE_SUBJECT.test(message ?? ''))
      return { since: `release commit ${sha.slice(0, 10)}`, commits };
    commits.push({ sha, message: message ?? '' });
  }
  return { since: tag === null ? 'the first commit this clone has' : `tag ${tag}`, commits };
}

function main(argv) {
  if (argv[0] === '--message-file' && argv.length === 2) {
    const problems = messageProblems(readFileSync(argv[1], 'utf8'));
    for (const problem of problems) process.stderr.write(`commit message: ${problem}\n`);
    return problems.length === 0 ? 0 : 1;
  }
  if (argv[0] === '--since-release' && argv.length === 1) {
    const { since, commits } = commitsSinceRelease();
    let bad = 0;
    for (const { sha, message } of commits) {
      const problems = messageProblems(message);
      if (problems.length === 0) continue;
      bad++;
      const subject = message.split('\n')[0] ?? '';
      process.stderr.write(`${sha.slice(0, 10)} "${subject.slice(0, 90)}": ${problems.join('; ')}\n`);
    }
    const what = `${String(commits.length)} commit${commits.length === 1 ? '' : 's'} since ${since}`;
    if (bad > 0) {
      process.stderr.write(
        `commit subjects: ${String(bad)} of ${what} break the rule (git commit --amend, or rebase)\n`,
      );
      return 1;
    }
    process.stdout.write(`commit subjects: ${what}, each a line of at most ${String(MOST_SUBJECT_CHARACTERS)}\n`);
    return 0;
  }
  process.stderr.write('usage: node scripts/commit-subjects.mjs --message-file FILE | --since-release\n');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
