#!/usr/bin/env node
// `birimba-lint-types`: a package's type check and its lint on one TypeScript program. `tsc --noEmit` and ESLint's
// typed rules each build the same program of the package's tsconfig.json, one after the other; here it is built once,
// its type errors reported as tsc reports them, then handed to ESLint (`parserOptions.programs`), whose rules reuse the
// types already checked. Run in a package's folder; exit 1 on any type error or lint error.
import { ESLint } from 'eslint';
import ts from 'typescript';

const cwd = process.cwd();
const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail([d]) };
const config = ts.getParsedCommandLineOfConfigFile(
  ts.findConfigFile(cwd, ts.sys.fileExists) ?? 'tsconfig.json',
  {},
  host,
);
if (config === undefined) fail([]);
const program = ts.createProgram({
  rootNames: config.fileNames,
  options: { ...config.options, noEmit: true },
  projectReferences: config.projectReferences,
});

const typeErrors = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => cwd, getNewLine: () => '\n' };
if (typeErrors.length > 0) process.stdout.write(ts.formatDiagnosticsWithColorAndContext(typeErrors, formatHost));

// The TypeScript files are parsed from the program; the others (plain JS configs) as the shared config says.
const eslint = new ESLint({
  cwd,
  overrideConfig: {
    files: ['**/*.ts', '**/*.mts', '**/*.cts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: false, programs: [program] } },
  },
});
const results = await eslint.lintFiles(['.']);
const text = await (
  await eslint.loadFormatter('stylish')
).format(results, { cwd, rulesMeta: eslint.getRulesMetaForResults(results) });
if (text !== '') process.stdout.write(text);

const lintErrors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
if (typeErrors.length > 0 || lintErrors > 0) {
  process.stderr.write(
    `birimba-lint-types: ${String(typeErrors.length)} type error(s), ${String(lintErrors)} lint error(s)\n`,
  );
  process.exit(1);
}

/** A tsconfig that cannot be read. */
function fail(diagnostics) {
  process.stderr.write(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => cwd,
      getNewLine: () => '\n',
    }),
  );
  process.stderr.write('birimba-lint-types: the package has no readable tsconfig.json\n');
  process.exit(1);
}
