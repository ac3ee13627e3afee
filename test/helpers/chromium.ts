import { existsSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { tempDir } from './temp.js';

/** Debian's chromium (`apt-get install -y chromium`; .ci/run installs it); VEEDOR_CHROMIUM points elsewhere. */
export const CHROMIUM = process.env['VEEDOR_CHROMIUM'] ?? '/usr/bin/chromium';

export interface Chromium {
  context: BrowserContext;
  /** Closes the browser and removes its profile folder. */
  close(): Promise<void>;
}

/** A headless Chromium with a fresh profile and nothing that phones home. */
export async function launchChromium(): Promise<Chromium> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set VEEDOR_CHROMIUM`);
  }
  // playwright passes the profile as --user-data-dir itself: a fresh one per launch.
  const profile = tempDir('chromium');
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1200, height: 900 },
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    });
    return {
      context,
      async close() {
        await context.close();
        rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
      },
    };
  } catch (e) {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    throw e;
  }
}
