/**
 * Launches the system Chromium (Debian package `chromium`) through playwright-core; no browser download.
 * A missing Chromium fails the tests with a message naming the package instead of skipping them.
 *
 * Every page of a browser launched here is watched for Content Security Policy violations: the twin
 * sends the policy CloudFront sends (lib/contract/security-headers.ts), and a test during which any
 * page broke it fails after it ends, naming the directive and what was blocked. A source the SPA needs
 * is then added to the one definition, with its reason, rather than found missing in production.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install the Debian package \`chromium\` (apt-get install chromium) ` +
        'or set CHROMIUM_PATH. .ci/run installs it on CI.',
    );
  }
  const browser = await chromium.launch({
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
  return watchingCsp(browser);
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

// ── CSP violations ──────────────────────────────────────────────────────────────────────────────

/** What a page's `securitypolicyviolation` event says, as the init script reports it. */
interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  page: string;
}

/**
 * The init script reports each event as a console.debug line with this prefix: a console message needs
 * no answer from the test process, so a report racing the page's close cannot fail anything (a DevTools
 * binding's reply to a closed page did). Debug lines are not errors, so the journeys' error watch skips them.
 */
const CSP_REPORT = '[playjoin-csp] ';
/** Chromium's console line for what the policy blocked ("… violates the following Content Security Policy directive …"). */
const CSP_CONSOLE = /Content Security Policy/;

/** Violations since the last check, from every page of every browser launched here. */
const violations: string[] = [];

/** Hands back (and forgets) the violations reported so far. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

function describeViolation(violation: CspViolation): string {
  const where = violation.source ? ` (${violation.source}:${violation.line})` : '';
  const sample = violation.sample ? ` sample "${violation.sample}"` : '';
  return `${violation.directive} blocked ${violation.blocked || 'inline'}${sample}${where} on ${violation.page}`;
}

/** Reports every page of the context: the DOM event for what the policy blocked, and the console line. */
async function watchContext(context: BrowserContext): Promise<void> {
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.debug(
        prefix +
          JSON.stringify({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: event.sourceFile,
            line: event.lineNumber,
            sample: event.sample,
            page: location.href,
          }),
      );
    });
  }, CSP_REPORT);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_REPORT))
      violations.push(describeViolation(JSON.parse(text.slice(CSP_REPORT.length)) as CspViolation));
    else if (CSP_CONSOLE.test(text)) violations.push(`console: ${text}`);
  });
}

/**
 * The browser with every context it opens watched. `newPage`'s own context is included: Playwright's
 * `Browser.newPage` makes its context through `this.newContext` (and closes it with its page), so
 * wrapping `newContext` alone covers both.
 */
function watchingCsp(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    return context;
  };
  return browser;
}

/** Each test file that launches Chromium through here fails the test during which a page broke the policy. */
afterEach(() => {
  const found = takeCspViolations();
  if (found.length > 0) {
    throw new Error(
      `${found.length} Content Security Policy violation(s) (lib/contract/security-headers.ts):\n  ${found.join('\n  ')}`,
    );
  }
});
