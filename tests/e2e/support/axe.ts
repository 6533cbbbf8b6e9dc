// axe-core in the pages of the built site: the accessibility checks of accessibility.test.ts.
// axe is run in the page through the DevTools protocol (injectAxe); the tests that use it open
// their context with `bypassCSP: true`, so that the pages' Content-Security-Policy (script-src
// 'self') refuses nothing axe does.
// A serious or critical violation fails the check; moderate and minor ones are only reported.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { VIEWPORTS, type ViewportName } from './config.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a test; the others are printed only. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

/** One rule broken by one or more elements of one screen. */
export type AxeFinding = {
  /** What was checked, e.g. '/loja @ phone' or 'delete dialog @ desktop'. */
  where: string;
  rule: string;
  impact: ImpactValue;
  help: string;
  /** CSS selectors of the offending elements (at most 5), with axe's summary of the first. */
  targets: string[];
  summary: string;
};

export const isFailing = (finding: AxeFinding): boolean => FAILING_IMPACTS.includes(finding.impact);

/**
 * Runs axe's source in the page by the DevTools protocol: two to three times quicker than a
 * <script> element carrying it (page.addScriptTag), which costs seconds per page on a busy
 * machine. The source ends in an expression (axe's factory call): `undefined` after it, so that
 * its value is not sent back to the test.
 */
const AXE_PROGRAM = `${AXE_SOURCE}\n;undefined`;

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  await page.evaluate(AXE_PROGRAM);
  if (!(await page.evaluate(() => 'axe' in window))) {
    throw new Error('axe-core did not load in the page. Open the test with `bypassCSP: true`.');
  }
}

/**
 * Runs axe on the page as it is now (or only on `include`, a CSS selector, e.g. an open dialog)
 * and returns its violations. `where` names the screen in the report.
 */
export async function axeCheck(page: Page, where: string, include?: string): Promise<AxeFinding[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const context = selector === null ? document : { include: [selector] };
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary ?? '',
    }));
  }, include ?? null);
  return violations.map((violation) => ({ where, ...violation }));
}

/** Every check of a test file: what was checked, and what axe found. */
export class AxeReport {
  readonly checked: string[] = [];
  readonly findings: AxeFinding[] = [];

  /** Runs axe (see axeCheck), records the result, and returns the failing findings. */
  async check(page: Page, where: string, include?: string): Promise<AxeFinding[]> {
    const found = await axeCheck(page, where, include);
    this.checked.push(where);
    this.findings.push(...found);
    return found.filter(isFailing);
  }

  /**
   * Checks the screen as it is at one width (`only`) or at both, 390 then 1280 px, and leaves the
   * window at 390 px (with `restore: false`, at the last width checked: for a caller that opens
   * another page next and sets the width itself before, when no page needs laying out again).
   * `include` limits axe to a part (a dialog's selector). Returns what failed.
   */
  async checkWidths(
    page: Page,
    name: string,
    { include, only, restore = true }: { include?: string; only?: ViewportName; restore?: boolean } = {},
  ): Promise<AxeFinding[]> {
    const failing: AxeFinding[] = [];
    for (const viewport of only ? [only] : (['phone', 'desktop'] as const)) {
      await resize(page, viewport);
      failing.push(...(await this.check(page, `${name} @ ${VIEWPORTS[viewport].width}px`, include)));
    }
    if (restore) await resize(page, 'phone');
    return failing;
  }

  /** Drops the checks of `where` (and their findings) from the figures. */
  forget(where: string): void {
    const keep = <T>(list: T[], predicate: (item: T) => boolean) =>
      list.splice(0, list.length, ...list.filter(predicate));
    keep(this.checked, (checked) => checked !== where);
    keep(this.findings, (finding) => finding.where !== where);
  }

  /** The report lines: the figures, then each finding grouped by rule. */
  lines(): string[] {
    const failing = this.findings.filter(isFailing);
    const others = this.findings.filter((finding) => !isFailing(finding));
    const lines = [
      `axe: ${this.checked.length} screens × viewports checked / ${failing.length} serious-or-critical violations` +
        ` (${others.length} moderate or minor, reported only)`,
    ];
    const byRule = new Map<string, AxeFinding[]>();
    for (const finding of this.findings) {
      const key = `${finding.impact} ${finding.rule}: ${finding.help}`;
      byRule.set(key, [...(byRule.get(key) ?? []), finding]);
    }
    for (const [rule, findings] of byRule) {
      const places = findings.map((finding) => finding.where);
      lines.push(
        `  ${rule} (${findings.length}× — ${places.slice(0, 6).join(', ')}${places.length > 6 ? ', ...' : ''})`,
      );
      lines.push(`    e.g. ${findings[0]?.targets.join(' | ') ?? ''}`);
    }
    return lines;
  }
}

/** Resizes the window and lets the page lay itself out again (media queries, hooks reading the width). */
export async function resize(page: Page, viewport: ViewportName): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Makes the page's timers of exactly `ms` (a screen's "closes by itself after ...") wait ten
 * minutes instead, so that the screen stays while it is checked at both widths; the test then
 * closes it itself. (axe needs the page's timers, so the page's clock cannot simply be paused.)
 */
export function holdTimersOf(page: Page, ms: number): Promise<void> {
  return page.evaluate((held) => {
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      original(handler, timeout === held ? 600_000 : timeout, ...rest)) as typeof window.setTimeout;
  }, ms);
}

/** Fails with every serious and critical finding. */
export function assertNoneFailing(failing: readonly AxeFinding[]): void {
  assert.equal(failing.length, 0, `serious or critical violations:\n${describeFindings(failing)}`);
}

/** Failing findings as an assertion message. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `[${finding.impact}] ${finding.rule} at ${finding.where}: ${finding.help}\n` +
        `    ${finding.targets.join('\n    ')}\n    ${finding.summary.replace(/\n/g, '\n    ')}`,
    )
    .join('\n');
}
