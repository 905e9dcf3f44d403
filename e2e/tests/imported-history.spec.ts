import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { BondPage } from '../page-objects/bond-page';

/** The public MOEX sample that support/start-server.sh imports (read in place, never copied). */
const HISTORY = fileURLToPath(
  new URL('../../../shared/reference/moex/ofz_history.csv', import.meta.url),
);
const ONE_BP = 0.01;

/** The sample's rows of one bond, newest first: date, CLOSE and the exchange's YIELDCLOSE. */
function publishedHistory(secid: string) {
  return fs
    .readFileSync(HISTORY, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => cells[5] === secid && cells[1] !== '')
    .map(([date, close, yieldClose]) => ({
      date: date!,
      close: Number(close),
      yieldClose: Number(yieldClose),
    }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

const parse = (text: string) => Number(text.replace(/,/g, ''));

test.describe('a bond with imported exchange history', () => {
  test.skip(!fs.existsSync(HISTORY), `the MOEX sample ${HISTORY} is not on this machine`);

  test('OFZ 26219 shows its real closes, the exchange yield and ours side by side', async ({
    page,
  }) => {
    const published = publishedHistory('SU26219RMFS4').slice(0, 14);
    const bond = new BondPage(page);
    await bond.open(await bond.idOf('SU26219RMFS4'));

    await expect(bond.ticksTable().locator('thead')).toContainText(
      await bond.shell.label('bond', 'col_yield_exchange', 'eng'),
    );
    await expect(page.getByTestId('ticks-provenance')).toContainText(
      await bond.shell.label('common', 'source_moex_iss', 'eng'),
    );
    const rows = bond.ticksTable().locator('tbody tr');
    await expect(rows).toHaveCount(published.length);
    for (const [i, day] of published.entries()) {
      const cells = rows.nth(i).locator('td');
      const [dateText, price, ours, exchange] = await Promise.all(
        [0, 1, 2, 3].map((c) => cells.nth(c).innerText()),
      );
      const shownDate = new Date(`${day.date}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(dateText).toBe(shownDate);
      expect(parse(price!)).toBeCloseTo(day.close, 4);
      expect(parse(exchange!)).toBeCloseTo(day.yieldClose, 3);
      // Ours is computed by bond-math from the close and the stored terms: within 1 bp.
      expect(Math.abs(parse(ours!) - day.yieldClose)).toBeLessThanOrEqual(ONE_BP + 1e-9);
    }
  });
});
