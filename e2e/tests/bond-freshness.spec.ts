import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondFreshness } from '../page-objects/bond-freshness';
import { DEMO_PASSWORD } from '../support/browser';

test('the summary says where and when its price and yields come from, and how liquid the bond is', async ({
  page,
}) => {
  const freshness = new BondFreshness(page);
  const id = await freshness.showcaseId();
  const summary = await freshness.summaryOf(id);
  await freshness.bond.open(id);

  await expect(freshness.market()).toBeVisible();
  await expect(freshness.quoteValue('price')).toBeVisible();
  await expect(freshness.quoteValue('ytm')).toHaveAttribute('data-origin', 'computed');
  // The ground and the date, and no 'stale' mark: the showcase traded on the data's last day.
  await expect(freshness.freshnessMark()).toBeVisible();
  await expect(freshness.freshnessMark()).toHaveAttribute('data-stale', 'false');
  await expect(freshness.staleMark()).toHaveCount(0);

  // The liquidity line: the days traded out of 30, as the server counted them.
  await expect(freshness.liquidityLine()).toBeVisible();
  await expect(freshness.liquidityLine()).toHaveAttribute(
    'data-days-traded',
    String(summary.liquidity.daysTraded),
  );
  expect(summary.liquidity.daysTraded).toBeGreaterThan(0);
  const title = (
    await freshness.bond.shell.label('bond_freshness', 'liquidity_title', 'eng')
  ).replace('{{days}}', '30');
  await expect(freshness.liquidityLine()).toContainText(title);

  // The latest trading table names who stands behind its price and yields.
  await expect(freshness.ticksOrigin()).toBeVisible();
});

test("a bond that stopped trading is marked stale with its age and 'not traded in the last 30 days'", async ({
  page,
}) => {
  const freshness = new BondFreshness(page);
  const id = await freshness.staleId();
  const summary = await freshness.summaryOf(id);
  await freshness.bond.open(id, 'eng');

  await expect(freshness.freshnessMark()).toHaveAttribute('data-stale', 'true');
  await expect(freshness.staleMark()).toBeVisible();
  await expect(freshness.staleMark()).toContainText(String(summary.latestQuote!.ageDays));
  const notTraded = (
    await freshness.bond.shell.label('bond_freshness', 'liquidity_not_traded', 'eng')
  ).replace('{{days}}', '30');
  await expect(freshness.liquidityLine()).toContainText(notTraded);
  await expect(freshness.liquidityLine()).toHaveAttribute('data-days-traded', '0');
  // Its latest rows are old too: the table marks them.
  await expect(freshness.bond.ticksTable().getByTestId('stale-mark').first()).toBeVisible();
});

test('the hints switch shows and hides the hints of the summary, trading, chart and similar blocks', async ({
  page,
}) => {
  const freshness = new BondFreshness(page);
  const id = await freshness.showcaseId();
  const similar = await (await page.request.get(`/api/bonds/${id}/similar-items/`)).json();
  expect((similar as { total: number }).total).toBeGreaterThan(0);
  await freshness.bond.open(id);

  await freshness.setHints(false);
  for (const hint of Object.values(freshness.hints)) await expect(hint()).toHaveCount(0);

  await freshness.setHints(true);
  const texts = {
    summary: 'hint_summary',
    latestTrading: 'hint_latest_trading',
    chart: 'hint_chart',
    similar: 'hint_similar',
  } as const;
  for (const [block, key] of Object.entries(texts)) {
    const hint = freshness.hints[block as keyof typeof texts]();
    await hint.scrollIntoViewIfNeeded();
    await expect(hint).toBeVisible();
    // A hint with figures (the similar block's weights) is matched up to its first figure.
    const text = await freshness.bond.shell.label('bond_freshness', key, 'eng');
    await expect(hint).toContainText((text.split('{{')[0] ?? text).trim());
  }
});

test.describe('with full access', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test('the hints setting is kept on the server: off stays off after a reload', async ({
    page,
  }) => {
    const freshness = new BondFreshness(page);
    const id = await freshness.showcaseId();
    await freshness.bond.open(id);
    await freshness.setHints(false);
    await expect(freshness.hints.summary()).toHaveCount(0);
    await page.reload();
    await expect(freshness.bond.name()).toBeVisible();
    await expect(freshness.hints.summary()).toHaveCount(0);
    await freshness.setHints(true);
    await expect(freshness.hints.summary()).toBeVisible();
    // The market line reads the same for this tier: the showcase's ground is open to all.
    await expect(freshness.quoteValue('price')).toBeVisible();
    await expect(freshness.quoteValue('price').getByTestId('masked-value')).toHaveCount(0);
  });
});
