import { expect, test, type Request } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondChart } from '../page-objects/bond-chart';
import { BondPage } from '../page-objects/bond-page';
import { DEMO_PASSWORD } from '../support/browser';

/*
 * Issue 33 item 8: the chart asks only for what it draws (get_tradings' `fields`) in the step
 * form, and still draws the comparison, the candles and the volume bars.
 */

interface Asked {
  items: unknown[];
  chartType: string;
  fields?: string[];
  format?: string;
}

const asked = (request: Request) => request.postDataJSON() as Asked;

test.beforeEach(async ({ page }) => {
  await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
});

test('a comparison asks one value a line as steps, the bond alone every price field', async ({
  page,
}) => {
  const [id, other] = await new BondPage(page).exchangeBonds(2);
  const requests: Asked[] = [];
  const answers: { asked: Asked; answer: unknown }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/chart/get_tradings/')) requests.push(asked(request));
  });
  page.on('response', async (response) => {
    if (response.url().includes('/api/chart/get_tradings/') && response.ok())
      answers.push({ asked: asked(response.request()), answer: await response.json() });
  });
  const chart = new BondChart(page);
  await page.goto(`/bonds/${id}/?cmp=b${other}-1,i1`);
  await chart.expectLines(3);

  // The default period's first call may answer a date (a number) and be asked again.
  const lines = answers.find((a) => a.asked.items.length === 3 && typeof a.answer === 'object');
  expect(lines?.answer).toMatchObject({ format: 'steps' });
  expect((lines!.answer as { lines: unknown[] }).lines).toHaveLength(3);
  const drawn = requests.find((r) => r.items.length === 3)!;
  expect(drawn).toMatchObject({ format: 'steps', fields: ['last_price', 'value'] });
  // The bond alone (the tabs, the archive, the candles): one answer with every field of its kind.
  expect(requests.find((r) => r.items.length === 1 && r.chartType === 'price')?.fields).toEqual([
    'last_price',
    'open_price',
    'min_price',
    'max_price',
    'volume',
  ]);
  expect(requests.find((r) => r.chartType === 'yield')?.fields).toEqual(['ytm_last']);

  // The yield tab of the comparison asks the yields and the index levels.
  await chart.tab('yield').click();
  await chart.expectLines(3);
  expect(requests.some((r) => r.items.length === 3 && r.fields?.[0] === 'ytm_last')).toBe(true);

  // The candles of the bond alone, from the same answer.
  await page.goto(`/bonds/${id}/?view=1`);
  await expect(chart.stockChart()).toHaveAttribute('data-state', 'ready');
});
