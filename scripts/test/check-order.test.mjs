// scripts/check-order.mjs: `check`'s second part starts its longest tasks first, each alone, and packs the short ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LIGHT, measuredSeconds, orderTasks } from '../check-order.mjs';

test('the longest tasks first, each a run of its own; the short ones packed, longest first', () => {
  const measured = new Map([
    ['a#test', 30],
    ['b#e2e', 90],
    ['c#lint', 8],
    ['c#api', 4],
    ['d#api', 9],
    ['e#test', 7],
  ]);
  assert.deepEqual(orderTasks(['c#api', 'a#test', 'c#lint', 'e#test', 'b#e2e', 'd#api'], measured), [
    ['b#e2e'],
    ['a#test'],
    ['d#api', 'c#lint'],
    ['e#test', 'c#api'],
  ]);
});

test('a task never measured and not guessed weighs 10 s; a short run holds at least one task', () => {
  const runs = orderTasks(['x#test', 'y#test', 'z#test']);
  assert.deepEqual(runs.flat().sort(), ['x#test', 'y#test', 'z#test']);
  assert.ok(runs.every((r) => r.length * 10 <= Math.max(LIGHT, 10)));
  assert.deepEqual(orderTasks(['@birimba/engine#test', 'x#test']), [['@birimba/engine#test'], ['x#test']]);
});

test('the measured length of a task is its median over the runs', () => {
  const record = {
    runs: [
      { tasks: [{ task: 'a#test', seconds: 30 }] },
      { tasks: [{ task: 'a#test', seconds: 10 }] },
      {
        tasks: [
          { task: 'a#test', seconds: 20 },
          { task: 'b#lint', seconds: 5 },
        ],
      },
    ],
  };
  assert.deepEqual(
    [...measuredSeconds(record)],
    [
      ['a#test', 20],
      ['b#lint', 5],
    ],
  );
});
