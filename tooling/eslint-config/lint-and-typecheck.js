#!/usr/bin/env node
// `birimba-lint-types [folder …]`: a package's type check and its lint on one TypeScript program. `tsc --noEmit` and
// ESLint's typed rules each build the same program of the package's tsconfig.json, one after the other; here it is
// built once, its type errors reported as tsc reports them, then handed to ESLint (`parserOptions.programs`), whose
// rules reuse the types already checked. Run in a package's folder, or name several package folders: they are checked
// one after the other in one process, and the declaration files they share (TypeScript's lib, node_modules, the
// workspace's built packages) are read and parsed once for all of them. Exit 1 on any type error or lint error.
import { resolve, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const folders = process.argv.length > 2 ? process.argv.slice(2).map((f) => resolve(f)) : [process.cwd()];
const shared = sharedDeclarations();
let failed = [];
for (const folder of folders) {
  if (folders.length > 1) process.stdout.write(`birimba-lint-types: ${relative(process.cwd(), folder) || '.'}\n`);
  const { typeErrors, lintErrors } = await check(folder);
  if (typeErrors > 0 || lintErrors > 0) {
    failed = [...failed, folder];
    process.stderr.write(
      `birimba-lint-types: ${folders.length > 1 ? `${relative(process.cwd(), folder)}: ` : ''}` +
        `${String(typeErrors)} type error(s), ${String(lintErrors)} lint error(s)\n`,
    );
  }
}
if (failed.length > 0) process.exit(1);

/** Type-checks and lints the package in `cwd`; the counts of its errors. */
async function check(cwd) {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => fail(cwd, [d]) };
  const config = ts.getParsedCommandLineOfConfigFile(
    ts.findConfigFile(cwd, ts.sys.fileExists) ?? resolve(cwd, 'tsconfig.json'),
    {},
    host,
  );
  if (config === undefined) fail(cwd, []);
  const options = { ...config.options, noEmit: true };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options,
    projectReferences: config.projectReferences,
    host: shared(ts.createCompilerHost(options), new Set(config.fileNames.map((f) => resolve(f)))),
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
  return {
    typeErrors: typeErrors.length,
    lintErrors: results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0),
  };
}

/**
 * A compiler host's wrapper that gives every program of this process the same parsed declaration file (`.d.ts`) that
 * is not one of the package's own files — as TypeScript's language service shares files between projects of the same
 * settings (its document registry): a declaration file read by one package is not read and parsed again by the next.
 */
function sharedDeclarations() {
  const parsed = new Map();
  return (host, own) => {
    const read = host.getSourceFile.bind(host);
    return {
      ...host,
      getSourceFile(fileName, languageVersion, onError, shouldCreateNewSourceFile) {
        if (!fileName.endsWith('.d.ts') || own.has(resolve(fileName)) || shouldCreateNewSourceFile === true)
          return read(fileName, languageVersion, onError, shouldCreateNewSourceFile);
        const settings = typeof languageVersion === 'object' ? languageVersion : { languageVersion };
        const key = `${fileName}\0${String(settings.languageVersion)}\0${String(settings.impliedNodeFormat)}`;
        if (!parsed.has(key)) parsed.set(key, read(fileName, languageVersion, onError));
        return parsed.get(key);
      },
    };
  };
}

/** A tsconfig that cannot be read. */
function fail(cwd, diagnostics) {
  process.stderr.write(
    ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => cwd,
      getNewLine: () => '\n',
    }),
  );
  process.stderr.write(`birimba-lint-types: ${cwd} has no readable tsconfig.json\n`);
  process.exit(1);
}
