import { expect, test } from '@playwright/test';
import { BondPage } from '../page-objects/bond-page';

test.describe('a visitor', () => {
  test('opens a bond page and sees its summary from the database', async ({ page }) => {
    const bond = new BondPage(page);
    const id = await bond.idOf('SU26230RMFS1');
    await bond.open(id);
    await expect(page).toHaveTitle('OFZ 26230 (SU26230RMFS1) — Bondsight');
    await expect(bond.name()).toHaveText('OFZ 26230');
    await expect(bond.isin()).toContainText('SU26230RMFS1');
    await expect(bond.summary()).toContainText('7.700%');
    await expect(bond.summary()).toContainText('16 Mar 2039');
    await expect(bond.summary()).toContainText('RUB 1,000.00');
    const rows = bond.ticksTable().locator('tbody tr');
    await expect(rows).toHaveCount(14);
    // Every number shown carries its source and as-of date: demo data, or the Moscow
    // Exchange's where support/start-server.sh imported the real history.
    const archive = await page.request.get(`/api/bonds/${id}/archive/?tg=1`);
    const { items } = (await archive.json()) as { items: { source: string }[] };
    const sourceKey = `source_${items[0]!.source.replace(/-/g, '_')}`;
    await expect(page.getByTestId('ticks-provenance')).toContainText(
      await bond.shell.label('common', sourceKey, 'eng'),
    );

    await bond.issuerLink().click();
    await expect(page).toHaveURL(/\/company\/\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Russian Ministry of Finance');
    // The stored sector code is shown by its label.
    await expect(page.getByTestId('company-summary')).toContainText(
      await bond.shell.label('entities', 'sector_sovereign', 'eng'),
    );
  });

  test("loads the bond page's own code with the page, and no other page's", async ({ page }) => {
    const bond = new BondPage(page);
    const id = await bond.idOf('SU26230RMFS1');
    // The server names the page's chunk in its HTML, so it loads beside the entry (issue 19).
    const html = await (await page.request.get(`/bonds/${id}/`)).text();
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/bond-page-[^"]+\.js">/,
    );
    // The chunk goes out as the build compressed it (a file's length), not compressed per
    // request (a chunked stream without one).
    const chunk = /href="(\/assets\/bond-page-[^"]+\.js)"/.exec(html)![1]!;
    const sent = await page.request.get(chunk, { headers: { 'accept-encoding': 'br' } });
    expect(sent.headers()['content-encoding']).toBe('br');
    expect(Number(sent.headers()['content-length'])).toBeGreaterThan(0);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await bond.open(id);
    await expect(bond.summary()).toContainText('7.700%');
    expect(scripts.some((path) => /\/bond-page-/.test(path))).toBe(true);
    for (const other of ['home-page', 'issuer-page', 'watchlist-page', 'admin-page'])
      expect(scripts.filter((path) => path.includes(`/${other}-`))).toEqual([]);
  });

  test("sees the NSD ground's values as asterisks that lead to sign-up", async ({ page }) => {
    const bond = new BondPage(page);
    const id = await bond.idOnGround(381);
    const summary = (await (await page.request.get(`/api/bonds/${id}/`)).json()) as {
      tradingGrounds: { id: number; name: string }[];
    };
    await bond.open(id);
    await bond.groundTab(summary.tradingGrounds.find((g) => g.id === 381)!.name).click();
    await expect(bond.maskedValues().first()).toBeVisible();
    await expect(bond.maskedValues().first()).toHaveAttribute(
      'title',
      await bond.shell.label('errors', 'log_in_to_access', 'eng'),
    );
    // No number of that ground reaches the page: every value cell is masked or blank.
    const cells = bond.ticksTable().locator('tbody td.num');
    for (const text of await cells.allTextContents()) expect(text).toMatch(/^(\*\*\*)?$/);
    await bond.maskedValues().first().click();
    await expect(page).toHaveURL(/\/sign-up\/$/);
  });

  test('is asked to sign in before an Excel export', async ({ page }) => {
    const bond = new BondPage(page);
    await bond.open(await bond.idOf('SU26230RMFS1'));
    await expect(bond.exportLink()).toHaveCount(0);
    await bond.lockedExport().click();
    await expect(bond.exportRefusal()).toHaveText(
      await bond.shell.label('errors', 'need_auth', 'eng'),
    );
  });

  test('switches the interface to Russian and Chinese, and the link keeps the language', async ({
    page,
  }) => {
    const bond = new BondPage(page);
    const id = await bond.idOf('SU26230RMFS1');
    await bond.open(id);
    await expect(bond.summaryTitle()).toHaveText(
      await bond.shell.label('bond', 'summary_title', 'eng'),
    );

    await bond.shell.switchLanguage('rus');
    await expect(bond.summaryTitle()).toHaveText(
      await bond.shell.label('bond', 'summary_title', 'rus'),
    );
    await expect(bond.name()).toHaveText('ОФЗ 26230');
    await expect(bond.summary()).toContainText('16 мар. 2039');

    await bond.shell.switchLanguage('chn');
    await expect(bond.summaryTitle()).toHaveText(
      await bond.shell.label('bond', 'summary_title', 'chn'),
    );
    await expect(bond.summary()).toContainText('2039年3月16日');

    // A shared link opens in the same language, in a browser that never chose one.
    const shared = page.url();
    const other = await page.context().browser()!.newPage();
    await other.goto(shared);
    await expect(other.locator('#summary-title')).toHaveText(
      await bond.shell.label('bond', 'summary_title', 'chn'),
    );
    await expect(other).toHaveTitle(/OFZ 26230/);
    await other.close();
  });

  test('gets the 404 page for an unknown or malformed bond, index, stock or ETF id', async ({
    page,
  }) => {
    const internal = await new BondPage(page).shell.label('errors', 'internal_error', 'eng');
    // abc once answered "Something went wrong on our side" (the API refuses it with a 400).
    for (const path of [
      '/bonds/99999999/',
      '/bonds/abc/',
      '/bonds/0/',
      '/indexes/abc/',
      '/stocks/abc/',
      '/etf/abc/',
    ]) {
      const response = await page.goto(`${path}?lang=eng`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found'), path).toBeVisible();
      await expect(page.getByText(internal)).toHaveCount(0);
    }
  });
});
