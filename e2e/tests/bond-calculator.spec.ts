import { expect, test } from '@playwright/test';
import { BondCalculatorBlock } from '../page-objects/bond-calculator';
import { BondPage } from '../page-objects/bond-page';

/*
 * The bond calculator block as a visitor in Russian: the registration banner shows only in
 * English, and the Russian interface writes decimals with a comma, which the number input
 * takes as well as a dot.
 */
const LANGUAGE = 'rus';
const DAY_MS = 86_400_000;
/** The server's "today" of the two-day rule: its UTC date (the browser runs beside it). */
const utcDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

test('an nkd date three days ahead is refused, on the page and by the API', async ({ page }) => {
  const calculator = new BondCalculatorBlock(page);
  const bond = new BondPage(page);
  const id = await calculator.idWithMarketPrice();
  await bond.open(id, LANGUAGE);
  await calculator.reach();
  await expect(calculator.nkd()).toHaveAttribute('data-date', utcDay(0));
  const nkdToday = await calculator.nkdValue().textContent();

  await calculator.typeDate(utcDay(3));
  await expect(calculator.dateError()).toHaveText(
    await bond.shell.label('errors', 'nkd_date_too_late', LANGUAGE),
  );
  // The block keeps its date and its accrued interest.
  await expect(calculator.nkd()).toHaveAttribute('data-date', utcDay(0));
  await expect(calculator.nkdValue()).toHaveText(nkdToday!);

  // Two days ahead is the last date taken.
  await calculator.typeDate(utcDay(2));
  await expect(calculator.nkd()).toHaveAttribute('data-date', utcDay(2));
  await expect(calculator.dateError()).toHaveCount(0);

  // The server applies the same rule.
  const refused = await page.request.get(`/api/bonds/${id}/getNkdInfo/${utcDay(3)}/`);
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { fields: object } }).error.fields).toEqual({
    'params.date': 'nkd_date_too_late',
  });
});

test('the nkd date picker speaks Ukrainian and Polish, weeks from Monday', async ({ page }) => {
  const calculator = new BondCalculatorBlock(page);
  const bond = new BondPage(page);
  const id = await calculator.idWithMarketPrice();
  // Both once showed English month and day names.
  for (const [language, locale, monday] of [
    ['ukr', 'uk-UA', 'пн'],
    ['pol', 'pl-PL', 'Pn'],
  ] as const) {
    await bond.open(id, language);
    await calculator.reach();
    await calculator.dateInput().click();
    const picker = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    // The month of the date shown (today, UTC), named as the interface names it.
    const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      new Date(),
    );
    await expect(picker.locator('.bsdp-title-button').first()).toHaveText(month);
    await expect(picker.locator('thead th').first()).toHaveText(monday);
    await page.keyboard.press('Escape');
  }
});

test('a what-if yield gives a price that gives the yield back', async ({ page }) => {
  const calculator = new BondCalculatorBlock(page);
  const bond = new BondPage(page);
  await bond.open(await calculator.idWithMarketPrice(), LANGUAGE);
  await calculator.reach();

  // Letters never reach the number input: only digits, dot and comma.
  await calculator.kind('yield').click();
  await calculator.input().fill('');
  await calculator.input().pressSequentially('12x,5%');
  await expect(calculator.input()).toHaveValue('12,5');
  await calculator.input().press('Enter');
  await expect(calculator.value('ytm')).toHaveText('12,500');
  const price = (await calculator.value('clean_price').textContent())!;
  expect(price).toMatch(/^\d+,\d{4}$/);

  // The price shown, typed back as it is shown, gives the same yield.
  await calculator.calculateFrom('price', price);
  await expect(calculator.value('clean_price')).toHaveText(price);
  await expect(calculator.value('ytm')).toHaveText('12,500');
  const ytm = Number(await calculator.value('ytm').getAttribute('data-value'));
  expect(Math.abs(ytm - 12.5)).toBeLessThan(1e-3);

  // The calculation behind it: the flows' present values are listed, one row per flow.
  await page.getByTestId('calc-show-calculation').click();
  await expect(calculator.flows().first()).toBeVisible();

  // The same yield compounded at the coupon frequency in every period (QuantLib's convention):
  // the calculation names that formula.
  await page.getByTestId('calc-convention').selectOption('compounded');
  await calculator.calculateFrom('yield', '12,5');
  await expect(calculator.value('ytm')).toHaveText('12,500');
  const formula = await bond.shell.label('bond_calc', 'formula_compounded', LANGUAGE);
  await expect(page.getByTestId('calc-calculation')).toContainText(formula.split('{{')[0]!);
});

test('a fixed-coupon corporate’s T-spread names a fixed government benchmark, and why', async ({
  page,
}) => {
  const calculator = new BondCalculatorBlock(page);
  const bond = new BondPage(page);
  // A live fixed-coupon corporate with a visible price and a benchmark, through the API.
  const list = (await (
    await page.request.get('/api/bonds/?kind=corporate&status=live&limit=100')
  ).json()) as { items: { id: number }[] };
  let found: { id: number; terms: Terms } | null = null;
  for (const { id } of list.items) {
    const summary = (await (await page.request.get(`/api/bonds/${id}/`)).json()) as {
      coupon: { type: string };
    };
    if (summary.coupon.type !== 'fixed') continue;
    const response = await page.request.get(`/api/bonds/${id}/calculator-terms/`);
    if (!response.ok()) continue;
    const terms = (await response.json()) as Terms;
    if (typeof terms.price?.cleanPrice === 'number' && terms.benchmark) {
      found = { id, terms };
      break;
    }
  }
  expect(found, 'a fixed corporate with a benchmark among the first 100').not.toBeNull();
  const { id, terms } = found!;
  const benchmark = terms.benchmark!;
  // The benchmark is a government bond with a fixed coupon (not an OFZ-PK floater).
  const sovereigns = (await (
    await page.request.get(`/api/bonds/?kind=sovereign&limit=100`)
  ).json()) as { items: { id: number }[] };
  expect(sovereigns.items.map((b) => b.id)).toContain(benchmark.id);
  const own = (await (await page.request.get(`/api/bonds/${benchmark.id}/`)).json()) as {
    coupon: { type: string };
  };
  expect(['fixed', 'zero', 'step']).toContain(own.coupon.type);
  expect(terms.benchmarkChoice).toMatchObject({ rule: 'nearest_duration', couponKind: 'fixed' });

  await bond.open(id, 'eng');
  await calculator.reach();
  await expect(calculator.value('t_spread')).not.toHaveText('');
  const link = page.getByTestId('calc-benchmark-link');
  await expect(link).toHaveAttribute('href', `/bonds/${benchmark.id}/`);
  await expect(link).toContainText(benchmark.name);
  // The block says how it was chosen: the rule and both durations.
  const choice = terms.benchmarkChoice;
  const expected = (await bond.shell.label('bond_calc', 'benchmark_rule_nearest_duration', 'eng'))
    .replace('{{name}}', benchmark.name)
    .replace('{{days}}', String(choice.priceWindowDays))
    .replace('{{benchmarkDuration}}', choice.benchmarkDurationYears!.toFixed(2))
    .replace('{{bondDuration}}', choice.bondDurationYears!.toFixed(2))
    .replace('{{count}}', String(choice.candidates));
  await expect(page.getByTestId('calc-benchmark-choice')).toHaveText(expected);
});

interface Terms {
  price: { cleanPrice: unknown } | null;
  benchmark: { id: number; name: string } | null;
  benchmarkChoice: {
    rule: string;
    couponKind: string | null;
    priceWindowDays: number;
    candidates: number;
    bondDurationYears: number | null;
    benchmarkDurationYears: number | null;
  };
}

test('at 680 px the calculation scrolls inside the block and never widens the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 680, height: 1000 });
  const calculator = new BondCalculatorBlock(page);
  const bond = new BondPage(page);
  await bond.open(await calculator.idWithMarketPrice(), LANGUAGE);
  await calculator.reach();
  // The longest convention name, and the widest table of the block.
  await page.getByTestId('calc-convention').selectOption('compounded');
  await calculator.calculateFrom('yield', '12');
  await page.getByTestId('calc-show-calculation').click();
  await expect(calculator.flows().first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
});
