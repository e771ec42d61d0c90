// Debian's Chromium driven by playwright-core (`npx playwright install` cannot download here).
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

export const launchBrowser = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium fonts-wqy-microhei`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    // Running as root needs --no-sandbox. The closed network refuses Chromium's own background
    // connections (updates, sync, QUIC probes): turning them off keeps start-up fast and quiet.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
};
