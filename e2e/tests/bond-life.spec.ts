import { expect, test } from '@playwright/test';
import { BondLife } from '../page-objects/bond-life';

/** Where a journey may leave screenshots of the page it checked (unset: none are taken). */
const SHOTS = process.env.BOND_LIFE_SHOTS;

interface CashFlow {
  flows: { date: string; status: string }[];
  options: { date: string; type: string; status: string }[];
}

test('a bond redeemed early tells its real story: summary, In brief and a cash flow that ends at the call', async ({
  page,
}) => {
  const life = new BondLife(page);
  const id = await life.earlyRedeemedId();
  const { life: facts } = await life.summaryOf(id);
  expect(facts).toMatchObject({ state: 'redeemed_early', alive: false });
  const end = facts.endDate!;

  await life.bond.open(id, 'eng');
  // The summary says in words when and how it ended, and shows no yield; its price stays.
  await expect(life.lifeLine()).toBeVisible();
  await expect(life.lifeLine()).toHaveAttribute('data-state', 'redeemed_early');
  await expect(life.lifeLine()).toContainText('Redeemed early on');
  await expect(life.lifeLine()).toContainText(end.slice(0, 4));
  if (facts.endEvent === 'call')
    await expect(life.lifeLine()).toContainText('the issuer exercised its call');
  await expect(life.quoteValue('ytm')).toHaveCount(0);
  await expect(life.quoteValue('exchange-yield')).toHaveCount(0);

  // In brief: what happened and when, never "it matures".
  await life.show('block-resume');
  await expect(life.resumeParagraphs().first()).toBeVisible();
  const brief = (await life.resumeParagraphs().allTextContents()).join(' ');
  expect(brief).toContain('It was redeemed early on');
  expect(brief).not.toContain('It matures on');

  // The cash flow ends at the call: no payment after it, no next one; the call was exercised.
  const cashFlow = (await (
    await page.request.get(`/api/bonds/${id}/cash-flow/`)
  ).json()) as CashFlow;
  expect(cashFlow.flows.at(-1)!.date).toBe(end);
  expect(cashFlow.flows.every((f) => f.date <= end)).toBe(true);
  await life.show('block-cash-flow');
  await expect(life.cashFlowRows()).toHaveCount(cashFlow.flows.length);
  await expect(page.locator('[data-testid="cash-flow-row"][data-status="next"]')).toHaveCount(0);
  if (facts.endEvent === 'call' || facts.endEvent === 'put')
    await expect(page.locator('[data-testid="option-row"][data-status="exercised"]')).toHaveCount(
      1,
    );

  // The calculator refuses today's date for a bond that has ended, and says why, once.
  const calculator = page.getByTestId('bond-calculator');
  await calculator.scrollIntoViewIfNeeded();
  const ended = await life.bond.shell.label('errors', 'bond_ended_on_date', 'eng');
  await expect(calculator.getByText(ended)).toHaveCount(1);

  if (SHOTS) {
    // Twelve pictures of three blocks take longer than a journey.
    test.setTimeout(180_000);
    for (const lang of ['eng', 'rus']) {
      for (const width of [1280, 680]) {
        await page.setViewportSize({ width, height: 900 });
        await life.bond.open(id, lang);
        await page.getByTestId('bond-summary').screenshot({
          path: `${SHOTS}/summary-${lang}-${width}.png`,
        });
        const resume = await life.show('block-resume');
        await expect(life.resumeParagraphs().first()).toBeVisible();
        await resume.screenshot({ path: `${SHOTS}/resume-${lang}-${width}.png` });
        const flows = await life.show('block-cash-flow');
        await expect(life.cashFlowRows().first()).toBeVisible();
        await flows.screenshot({ path: `${SHOTS}/cash-flow-${lang}-${width}.png` });
      }
    }
  }
});
