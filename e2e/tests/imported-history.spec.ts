import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { BondPage } from '../page-objects/bond-page';

/**
 * The exchange histories support/start-server.sh imports: our own fixture always, the public
 * MOEX sample (read in place, never copied) when it is on this machine.
 */
const SOURCES = [
  {
    bond: 'OFZ 26998 (own fixture)',
    secid: 'SU26998RMFS5',
    name: 'OFZ 26998',
    file: fileURLToPath(new URL('../fixtures/moex/ofz_history.csv', import.meta.url)),
  },
  {
    bond: 'OFZ 26219 (real MOEX history)',
    secid: 'SU26219RMFS4',
    name: 'OFZ 26219',
    file: fileURLToPath(new URL('../../../shared/reference/moex/ofz_history.csv', import.meta.url)),
  },
].filter((source) => {
  const present = fs.existsSync(source.file);
  if (!present && process.env.BONDSIGHT_REQUIRE_REFERENCE === '1')
    throw new Error(`[e2e] ${source.file} is missing (BONDSIGHT_REQUIRE_REFERENCE=1)`);
  if (!present)
    console.warn(`[e2e] ${source.file} is not on this machine: no journey on ${source.bond}`);
  return present;
});
const ONE_BP = 0.01;

/**
 * A history file's rows of one bond, newest first: date, CLOSE, the exchange's YIELDCLOSE and
 * its DURATION (days).
 */
function publishedHistory(file: string, secid: string) {
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => cells[5] === secid && cells[1] !== '')
    .map(([date, close, yieldClose, duration]) => ({
      date: date!,
      close: Number(close),
      yieldClose: Number(yieldClose),
      duration: Number(duration),
    }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

const parse = (text: string) => Number(text.replace(/,/g, ''));

for (const source of SOURCES) {
  test(`${source.bond}: the closes, the exchange yield and ours side by side`, async ({ page }) => {
    const published = publishedHistory(source.file, source.secid).slice(0, 14);
    const bond = new BondPage(page);
    await bond.open(await bond.idWhere((b) => b.name === source.name, source.name));

    await expect(bond.ticksTable().locator('thead')).toContainText(
      await bond.shell.label('bond', 'col_yield_exchange', 'eng'),
    );
    await expect(bond.ticksTable().locator('thead')).toContainText(
      await bond.shell.label('bond', 'col_duration_exchange', 'eng'),
    );
    await expect(page.getByTestId('ticks-provenance')).toContainText(
      await bond.shell.label('common', 'source_moex_iss', 'eng'),
    );
    // How the exchange's duration is computed, and why it is not ours, is said under the table.
    await expect(page.getByTestId('ticks-provenance')).toContainText(
      await bond.shell.label('bond', 'duration_note', 'eng'),
    );
    const rows = bond.ticksTable().locator('tbody tr');
    await expect(rows).toHaveCount(published.length);
    for (const [i, day] of published.entries()) {
      const cells = rows.nth(i).locator('td');
      const [dateText, price, ours, exchange, , ourDuration, exchangeDuration] = await Promise.all(
        [0, 1, 2, 3, 4, 5, 6].map((c) => cells.nth(c).innerText()),
      );
      const shownDate = new Date(`${day.date}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      // The newest row of an old history also carries its 'stale' mark after the date.
      expect(dateText!.split('\n')[0]!.trim()).toBe(shownDate);
      expect(parse(price!)).toBeCloseTo(day.close, 4);
      expect(parse(exchange!)).toBeCloseTo(day.yieldClose, 3);
      // Ours is computed by bond-math from the close and the stored terms: within 1 bp.
      expect(Math.abs(parse(ours!) - day.yieldClose)).toBeLessThanOrEqual(ONE_BP + 1e-9);
      // The exchange's duration as published; ours from the close, days apart at most.
      expect(parse(exchangeDuration!)).toBe(day.duration);
      expect(Math.abs(parse(ourDuration!) - day.duration)).toBeLessThan(30);
    }
  });
}
