import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/**
 * Runs axe-core in the page and returns the serious and critical violations (WCAG 2.1 AA rules):
 * over the whole document, or only under `within` (a CSS selector) when the rest was checked.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  // Evaluated over the DevTools protocol: the app's CSP (rightly) refuses injected inline scripts.
  // Injected once per document (client-side navigation keeps it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A transition still running (a dialog fading in) has colours between two states, which axe's
  // contrast rule reads as they are: wait, bounded, until every finite animation has finished.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run(ctx: unknown, opts: object): Promise<{ violations: AxeViolation[] }>;
          _audit: { rules: Array<{ id: string; impact?: string }> };
        };
      }
    ).axe;
    // A rule with an impact of its own gives every violation that impact (axe-core overwrites its
    // checks' impacts with it), so a minor or moderate rule can never fail this check: it is not
    // run. On a long page (the knowledge changelog: 2,000 rows) that halves axe's time.
    const neverSerious = axe._audit.rules
      .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
      .map((rule) => [rule.id, { enabled: false }] as const);
    const result = await axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      rules: Object.fromEntries(neverSerious),
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, within ?? null);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A readable summary for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `   ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/** Fails the journey on any serious or critical axe violation on the page as it stands. */
export async function expectNoSeriousAxe(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}
