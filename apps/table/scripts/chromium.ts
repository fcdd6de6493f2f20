// Headless Chromium for every browser test and script of the project (the table's and the server's): Debian's, or
// the one CHROMIUM_PATH names — no browser is downloaded — started with the flags this machine needs.

import { type Browser, type BrowserServer, type LaunchOptions, chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export function launch(): Promise<Browser> {
  return chromium.launch(OPTIONS);
}

/** Chromium started once for several test files, each of which connects to it (`connect`) with its own contexts. */
export function launchShared(): Promise<BrowserServer> {
  return chromium.launchServer(OPTIONS);
}

/** A connection to a Chromium started by `launchShared`; closing it leaves that Chromium running. */
export function connect(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
