/**
 * Launches the system Chromium (Debian package `chromium`) through playwright-core; no browser download.
 * A missing Chromium fails the tests with a message naming the package instead of skipping them.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install the Debian package \`chromium\` (apt-get install chromium) ` +
        'or set CHROMIUM_PATH. .ci/run installs it on CI.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // This machine has no network besides loopback: keep Chromium from reaching out at start.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Fails a test when the page logs an error or throws, so broken pages do not pass silently. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
