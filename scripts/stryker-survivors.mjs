// @ts-check
// A Stryker reporter plugin: every mutant that survives (or that no test covers) is appended to
// reports/mutation/survivors.txt as soon as it is tested, so a long run can be worked on before it ends. Lines and
// columns count from 1, as in the report schema.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';

const FILE = 'reports/mutation/survivors.txt';

class SurvivorsReporter {
  static inject = /** @type {const} */ ([]);

  constructor() {
    mkdirSync('reports/mutation', { recursive: true });
    writeFileSync(FILE, '');
  }

  /** @param {{ status: string, fileName: string, location: { start: { line: number, column: number } }, mutatorName: string, replacement?: string }} mutant */
  onMutantTested(mutant) {
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') return;
    const { line, column } = mutant.location.start;
    const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 120);
    appendFileSync(
      FILE,
      `${mutant.status}\t${mutant.fileName}:${String(line)}:${String(column)}\t${mutant.mutatorName}\t${replacement}\n`,
    );
  }
}

export const strykerPlugins = [{ kind: 'Reporter', name: 'survivors', injectableClass: SurvivorsReporter }];
