/**
 * Accessibility checks with axe-core, injected into the page under test so the rules run against the
 * real DOM Chromium rendered. The source is evaluated through the DevTools protocol (as
 * @axe-core/playwright does), not added as a <script>: the site's CSP allows no inline script, and the
 * journeys fail on any CSP violation (test/browser/chromium.ts). A check fails on any violation of impact
 * "serious" or "critical" and prints each one (rule, help, the elements and axe's summary); the
 * milder ones are counted for the file's report line.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string; summary: string }>;
}

/** What one file checked: page label → the number of milder (moderate, minor) violations. */
export class AxeReport {
  private readonly checked = new Map<string, number>();

  /** Runs axe on the page as it is now; throws with every serious or critical violation. */
  async expectNoSeriousViolations(page: Page, label: string): Promise<void> {
    const hasAxe = await page.evaluate(() => 'axe' in window);
    if (!hasAxe) await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: unknown[]; failureSummary?: string }>;
            }>;
          }>;
        };
      };
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          summary: node.failureSummary ?? '',
        })),
      }));
    });
    const blocking = violations.filter((violation: Violation) => BLOCKING.has(violation.impact ?? ''));
    this.checked.set(label, violations.length - blocking.length);
    if (blocking.length > 0) {
      const lines = blocking.map(
        (violation) =>
          `  [${violation.impact}] ${violation.id}: ${violation.help}\n` +
          violation.nodes
            .slice(0, 5)
            .map((node) => `      ${node.target}\n        ${node.summary.replace(/\n/g, '\n        ')}`)
            .join('\n'),
      );
      throw new Error(
        `axe found ${blocking.length} serious/critical violation(s) on ${label} (${page.url()}):\n${lines.join('\n')}`,
      );
    }
  }

  /** One line for the file's output: how many pages passed, with their milder findings. */
  summary(file: string): string {
    const milder = [...this.checked].filter(([, count]) => count > 0);
    return (
      `[axe] ${file}: ${this.checked.size} page state(s) without serious/critical violations` +
      (milder.length > 0
        ? `; moderate/minor on ${milder.map(([label, count]) => `${label} (${count})`).join(', ')}`
        : '')
    );
  }
}
