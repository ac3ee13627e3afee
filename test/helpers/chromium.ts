import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';

/** Debian's chromium (CI installs it: .ci/run); VEEDOR_CHROMIUM points elsewhere. */
export const CHROMIUM = process.env['VEEDOR_CHROMIUM'] ?? '/usr/bin/chromium';

/** A headless Chromium with a fresh profile and nothing that phones home. */
export async function launchChromium(): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set VEEDOR_CHROMIUM`);
  }
  // playwright passes the profile as --user-data-dir itself: a fresh one per launch.
  const profile = mkdtempSync(join(tmpdir(), 'veedor-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1200, height: 900 },
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}
