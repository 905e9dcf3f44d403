import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { PNG_MAGIC } from '../page-objects/chart-export';
import { IssuerMap, pointsOn, type MapAnswer, type MapPoint } from '../page-objects/issuer-map';
import { DEMO_PASSWORD } from '../support/browser';

/** Spec (bond page): the chart shows for these statuses. */
const CHART_STATUSES = [192, 256, 96, 174, 128, 112];

/** A currency and ground of an answer holding at least `count` points. */
function viewWith(map: MapAnswer, count: number) {
  for (const currency of map.emitentMapCurrencies)
    for (const ground of map.emitentMapGrounds[currency.id] ?? [])
      if (pointsOn(map, currency.id, ground.id).length >= count)
        return { currencyId: currency.id, groundId: ground.id };
  return null;
}

test('a visitor sees the map without values, and the bond chart highlights its bond', async ({
  page,
}) => {
  const map = new IssuerMap(page);
  const id = await map.findIssuer((m) => m.emitentMap.length > 1, 'two points');
  await map.openIssuer(id);
  await expect(map.map()).toHaveAttribute('data-values', 'hidden');
  await expect(map.map().getByTestId('yield-map-add-form')).toHaveCount(0);
  // Chart export is full access (spec section 6): no export menu for a visitor.
  await expect(map.exportButton()).toHaveCount(0);
  expect(await map.points().count()).toBeGreaterThan(1);

  // The bond page's chart: an Issuer map tab with this bond's point highlighted.
  // A bond of the map whose page has the chart (a charted status and a trading ground).
  const answer = (await map.answer(id))!;
  let bondId = 0;
  for (const point of answer.emitentMap) {
    const bond = (await (await page.request.get(`/api/bonds/${point.id}/`)).json()) as {
      statusId: number;
      tradingGrounds: unknown[];
    };
    if (CHART_STATUSES.includes(bond.statusId) && bond.tradingGrounds.length > 0) {
      bondId = point.id;
      break;
    }
  }
  expect(bondId).toBeGreaterThan(0);
  await page.goto(`/bonds/${bondId}/`);
  await page.getByTestId('chart-tab-issuer_map').click();
  await expect(page.getByTestId('bond-issuer-map')).toBeVisible();
  await expect(map.map().locator('.yield-map-point.is-own')).toHaveCount(1);
});

/** The sovereign issuer of the RUB government bonds (the OFZ), found by the bonds' kind. */
async function sovereignIssuer(map: IssuerMap): Promise<number> {
  const response = await map.page.request.get('/api/bonds/?kind=sovereign&currency=RUB&limit=1');
  const list = (await response.json()) as { items: { emitentId: number }[] };
  expect(list.items.length).toBe(1);
  return list.items[0]!.emitentId;
}

test("the OFZ issuer's map holds only live bonds; the matured ones are history, on request", async ({
  page,
}) => {
  const map = new IssuerMap(page);
  const id = await sovereignIssuer(map);
  const answer = (await map.answer(id))!;
  expect(answer.emitentMap.length).toBeGreaterThan(1);
  // Every point's bond is alive per its own page's answer; every ended one is not.
  const lifeOf = async (bondId: number) =>
    (
      (await (await page.request.get(`/api/bonds/${bondId}/`)).json()) as {
        life: { alive: boolean; state: string };
      }
    ).life;
  for (const bondId of new Set(answer.emitentMap.map((p) => p.id)))
    expect((await lifeOf(bondId)).alive, `bond ${bondId}`).toBe(true);
  expect(answer.emitentMapEnded.length).toBeGreaterThan(0);
  for (const bondId of new Set(answer.emitentMapEnded.map((p) => p.id)))
    expect((await lifeOf(bondId)).alive, `ended bond ${bondId}`).toBe(false);

  await map.openIssuer(id);
  const currencyId = answer.emitentMapCurrencyId!;
  const groundId = answer.emitentMapGroundId!;
  await map.expectView(currencyId, groundId);
  const live = pointsOn(answer, currencyId, groundId);
  const ended = answer.emitentMapEnded.filter(
    (p: MapPoint) => p.currency_id === currencyId && p.trading_ground_id === groundId,
  );
  await expect(map.points()).toHaveCount(live.length);
  await expect(map.map().getByTestId('yield-map-date')).toBeVisible();
  // The ended bonds: off by default, then drawn apart, the trend the same.
  await expect(map.map()).toHaveAttribute('data-ended', 'hidden');
  await expect(map.map()).toHaveAttribute('data-ended-count', String(ended.length));
  expect(ended.length).toBeGreaterThan(0);
  await expect(map.endedPoints()).toHaveCount(0);
  await map.trend().selectOption('linear');
  const trend = await map.trendEnds();
  expect(trend).not.toBe('');
  await map.showEnded().click();
  await expect(map.map()).toHaveAttribute('data-ended', 'shown');
  await expect(map.endedPoints()).toHaveCount(ended.length);
  await expect(map.points()).toHaveCount(live.length + ended.length);
  await expect(map.map()).toHaveAttribute('data-trend', trend);
});

test.describe('with full access', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test('switches currency and ground, each clearing delete mode', async ({ page }) => {
    const map = new IssuerMap(page);
    const id = await map.findIssuer(
      (m) =>
        m.emitentMapCurrencies.length > 1 &&
        m.emitentMapCurrencies.some((c) => (m.emitentMapGrounds[c.id] ?? []).length > 1),
      'two currencies, one with two grounds',
    );
    const answer = (await map.answer(id))!;
    await map.openIssuer(id);
    await expect(map.map()).toHaveAttribute('data-values', 'shown');
    await map.expectView(answer.emitentMapCurrencyId!, answer.emitentMapGroundId!);

    // Another currency: its first ground unless it has the current one.
    const other = answer.emitentMapCurrencies.find((c) => c.id !== answer.emitentMapCurrencyId)!;
    const otherGrounds = answer.emitentMapGrounds[other.id]!;
    const expectedGround = otherGrounds.some((g) => g.id === answer.emitentMapGroundId)
      ? answer.emitentMapGroundId!
      : otherGrounds[0]!.id;
    // Issue 30: opening delete mode moved the chart down 46 px; its panel has its room.
    const chartTop = async () => (await map.map().getByTestId('yield-map-canvas').boundingBox())!.y;
    const before = await chartTop();
    // ... and no blank band waits for the panel outside delete mode (it kept ~60 px): the
    // toolbar's cell is no higher than the toolbar and the panel's frame.
    const height = async (selector: string) =>
      (await map.map().locator(selector).first().boundingBox())!.height;
    expect(
      (await height('.yield-map-modebar')) - (await height('.yield-map-toolbar')),
    ).toBeLessThanOrEqual(12);
    await map.deleteMode().click();
    await expect(map.deletePanel()).toBeVisible();
    expect(await chartTop()).toBe(before);
    await map.currency().selectOption(String(other.id));
    await map.expectView(other.id, expectedGround);
    await expect(map.deletePanel()).toHaveCount(0);
    expect(await map.points().count()).toBe(pointsOn(answer, other.id, expectedGround).length);

    // A currency with two grounds: the other ground.
    const withTwo = answer.emitentMapCurrencies.find(
      (c) => answer.emitentMapGrounds[c.id]!.length > 1,
    )!;
    await map.currency().selectOption(String(withTwo.id));
    const grounds = answer.emitentMapGrounds[withTwo.id]!;
    const current = Number(await map.map().getAttribute('data-ground'));
    const next = grounds.find((g) => g.id !== current)!;
    await map.deleteMode().click();
    await map.ground().selectOption(String(next.id));
    await map.expectView(withTwo.id, next.id);
    await expect(map.deletePanel()).toHaveCount(0);
  });

  test('deletes two points with Ctrl, the counter back to 0 and the trend recomputed', async ({
    page,
  }) => {
    const map = new IssuerMap(page);
    const id = await map.findIssuer((m) => viewWith(m, 4) !== null, 'four points on a ground');
    const answer = (await map.answer(id))!;
    const view = viewWith(answer, 4)!;
    await map.openIssuer(id);
    if (answer.emitentMapCurrencies.length > 1)
      await map.currency().selectOption(String(view.currencyId));
    if ((answer.emitentMapGrounds[view.currencyId] ?? []).length > 1)
      await map.ground().selectOption(String(view.groundId));
    await map.expectView(view.currencyId, view.groundId);

    await map.trend().selectOption('linear');
    await expect(map.map()).not.toHaveAttribute('data-trend', '');
    const before = await map.trendEnds();
    const count = await map.points().count();

    await map.deleteMode().click();
    // A plain click in delete mode neither selects nor opens the bond.
    await map.points().nth(0).click();
    await expect(map.selectedCount()).toHaveAttribute('data-count', '0');
    await map.ctrlClick(map.points().nth(0));
    await map.ctrlClick(map.points().nth(1));
    await expect(map.selectedCount()).toHaveAttribute('data-count', '2');
    // Unselecting counts down, selecting again counts up.
    await map.ctrlClick(map.points().nth(1));
    await expect(map.selectedCount()).toHaveAttribute('data-count', '1');
    await map.ctrlClick(map.points().nth(1));
    await expect(map.selectedCount()).toHaveAttribute('data-count', '2');

    await map.remove().click();
    await expect(map.selectedCount()).toHaveAttribute('data-count', '0');
    await expect(map.points()).toHaveCount(count - 2);
    await expect(map.map().getByTestId('yield-map-removed')).toBeVisible();
    await expect(map.map()).not.toHaveAttribute('data-trend', before);
    await expect(map.map()).not.toHaveAttribute('data-trend', '');

    // The export follows the map: the CSV lists the points left, not the removed two; the
    // images are a real PNG and SVG, named after the issuer, currency and the map's date.
    const left = await map
      .points()
      .evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute('data-testid')!.replace('yield-map-point-', '')),
      );
    const currency = answer.emitentMapCurrencies.find((c) => c.id === view.currencyId)!.text;
    const csv = await map.download('csv');
    expect(csv.download.suggestedFilename()).toMatch(
      new RegExp(`-${currency}-yield-map-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const rows = csv.bytes
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows.length).toBe(1 + left.length);
    const ids = rows.slice(1).map((row) => Number(row.split(',')[0]));
    expect(ids.sort((a, b) => a - b)).toEqual(
      left.map((key) => Number(key.split(':')[0])).sort((a, b) => a - b),
    );
    for (const row of rows.slice(1)) {
      // Duration and yield are numbers, the currency the view's.
      const cells = row.split(',');
      expect(Number.isFinite(Number(cells.at(-6)))).toBe(true);
      expect(row).toContain(`,${currency},`);
    }
    const png = await map.download('png');
    expect(png.download.suggestedFilename()).toMatch(/-yield-map-\d{4}-\d{2}-\d{2}\.png$/);
    expect(png.bytes.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(png.bytes.length).toBeGreaterThan(5_000);
    const svg = await map.download('svg');
    expect(svg.download.suggestedFilename()).toMatch(/-yield-map-\d{4}-\d{2}-\d{2}\.svg$/);
    const svgText = svg.bytes.toString('utf8');
    expect(svgText.startsWith('<svg')).toBe(true);
    expect(svgText).toContain(currency);
  });

  test('adds a named point, rounded, and a point opens its bond in a new window', async ({
    page,
    context,
  }) => {
    const map = new IssuerMap(page);
    const id = await map.findIssuer((m) => viewWith(m, 2) !== null, 'two points on a ground');
    await map.openIssuer(id);
    await map.trend().selectOption('exponential');
    const before = await map.trendEnds();
    const count = await map.points().count();

    await map.map().getByTestId('yield-map-add-duration').fill('3.14159');
    await map.map().getByTestId('yield-map-add-yield').fill('11.23456');
    await map.map().getByTestId('yield-map-add-name').fill('My test point');
    await map.map().getByTestId('yield-map-add-submit').click();
    await expect(map.points()).toHaveCount(count + 1);
    const added = map.map().locator('[data-kind="added"]');
    await expect(added).toHaveText('My test point');
    await expect(map.map()).not.toHaveAttribute('data-trend', before);

    // Outside delete mode a point opens its bond's page in a new window.
    const opened = context.waitForEvent('page');
    await map.map().locator('[data-kind="main"], [data-kind="others"]').first().click();
    const bondPage = await opened;
    await bondPage.waitForLoadState();
    expect(bondPage.url()).toMatch(/\/bonds\/\d+\/$/);
    await bondPage.close();
  });

  test('all labels on grows the chart by 85 px and off restores it', async ({ page }) => {
    const map = new IssuerMap(page);
    const id = await map.findIssuer(
      (m) => m.emitentMap.length > 0 && m.emitentMapCurrencies.length === 1,
      'a point, in one currency',
    );
    await map.openIssuer(id);
    await expect(map.map()).toHaveAttribute('data-labels', 'off');
    // Issue 30: one currency is plain text, "Currency RUB": the label and value apart.
    const value = map.map().getByTestId('yield-map-currency-text');
    const label = value.locator('xpath=preceding-sibling::span[1]');
    const gap = (await value.boundingBox())!.x - (await label.boundingBox())!.x;
    expect(gap - (await label.boundingBox())!.width).toBeGreaterThanOrEqual(4);
    const height = Number(await map.map().getAttribute('data-height'));
    const top = Number(await map.map().getAttribute('data-grid-top'));
    expect(height).toBe(650);

    await map.labels().click();
    await expect(map.map()).toHaveAttribute('data-labels', 'on');
    await expect(map.map()).toHaveAttribute('data-height', String(height));

    await map.allLabels().click();
    await expect(map.map()).toHaveAttribute('data-labels', 'all');
    await expect(map.map()).toHaveAttribute('data-height', String(height + 85));
    await expect(map.map()).toHaveAttribute('data-grid-top', String(top + 85));
    await expect(map.map().getByTestId('yield-map-canvas')).toHaveCSS('height', `${height + 85}px`);

    await map.allLabels().click();
    await expect(map.map()).toHaveAttribute('data-labels', 'on');
    await expect(map.map()).toHaveAttribute('data-height', String(height));
    await expect(map.map()).toHaveAttribute('data-grid-top', String(top));

    // 'All labels' forces labels on.
    await map.labels().click();
    await expect(map.map()).toHaveAttribute('data-labels', 'off');
    await map.allLabels().click();
    await expect(map.labels()).toHaveAttribute('aria-checked', 'true');
  });

  test("a high-yield issuer's page has its map, with every live bond", async ({ page }) => {
    const map = new IssuerMap(page);
    // An issuer whose own live bonds all yield above 25 % on the map (values: full access),
    // looked for among the issuers with live bonds, ten answers at a time.
    test.setTimeout(120_000);
    const highYield = (answer: MapAnswer | null) => {
      const own = (answer?.emitentMap ?? []).filter(
        (p) => p.is_main_emission === 1 && !p.shape_only,
      );
      return own.length > 1 && own.every((p) => p.yield! > 25);
    };
    const issuers = await map.issuersWithLiveBonds();
    let found: { id: number; answer: MapAnswer } | null = null;
    for (let i = 0; i < issuers.length && !found; i += 10) {
      const batch = issuers.slice(i, i + 10);
      const answers = await Promise.all(batch.map((id) => map.answer(id)));
      const at = answers.findIndex(highYield);
      if (at >= 0) found = { id: batch[at]!, answer: answers[at]! };
    }
    expect(found, 'an issuer whose live bonds yield above 25 %').not.toBeNull();
    const { id, answer } = found!;
    await map.openIssuer(id);
    await expect(map.map()).toHaveAttribute('data-values', 'shown');
    await map.expectView(answer.emitentMapCurrencyId!, answer.emitentMapGroundId!);
    await expect(map.points()).toHaveCount(
      pointsOn(answer, answer.emitentMapCurrencyId!, answer.emitentMapGroundId!).length,
    );
    await expect(map.noData()).toHaveCount(0);
  });
});
