import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The impacts issue 30 allows none of. */
const BLOCKING = new Set(['serious', 'critical']);

/** One violation as a line a reader can act on: rule, impact, count and the first targets. */
export interface Finding {
  rule: string;
  impact: string;
  nodes: number;
  targets: string;
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices, contrast included) on the page as it
 * stands, panels and dialogs open, and returns its serious and critical violations.
 */
export async function seriousViolations(page: Page, within?: string): Promise<Finding[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Passing nodes are not collected node by node; no stylesheet fetches, no frames to visit.
    .options({ resultTypes: ['violations', 'incomplete'], preload: false, iframes: false });
  if (within) builder.include(within);
  const results = await builder.analyze();
  return [...results.violations, ...results.incomplete.flatMap(contrastBelowLimit)]
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.length,
      targets: violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | '),
    }));
}

/**
 * axe files text whose colour equals its background's ("1:1") under "needs review", not as a
 * violation (it might be hidden on purpose): the white-on-white buttons of issue 30 were
 * exactly that. A contrast axe did compute and found below the limit counts as a violation.
 */
function contrastBelowLimit(result: Result): Result[] {
  if (result.id !== 'color-contrast') return [];
  const nodes = result.nodes.filter((node) =>
    node.any.some((check) => {
      const data = check.data as { contrastRatio?: number; expectedContrastRatio?: string } | null;
      const ratio = data?.contrastRatio ?? 0;
      return ratio > 0 && ratio < parseFloat(data?.expectedContrastRatio ?? '4.5');
    }),
  );
  return nodes.length > 0 ? [{ ...result, impact: 'serious', nodes }] : [];
}

/**
 * Scrolls the page down a screen at a time, so that every block rendered when it nears the
 * view (RenderLater, lazy charts) is in the DOM before axe reads it; then back to the top.
 */
export async function renderWholePage(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Checks the page as it stands: soft, so that one run reports every page type's findings. */
export async function expectNoSeriousViolations(page: Page, what: string, within?: string) {
  const findings = await seriousViolations(page, within);
  expect
    .soft(
      findings.map((f) => `${f.rule} (${f.impact}, ${f.nodes}×): ${f.targets}`),
      `${what}: serious or critical axe violations`,
    )
    .toEqual([]);
}
