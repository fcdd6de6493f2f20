#!/usr/bin/env node
// birimba-sim, the executable: the command line (cli/main.ts) on this process's arguments and streams.

import { main } from './cli/main.js';

// A reader that stops early (`birimba-sim … | head`) is not an error of ours.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
});
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr });
