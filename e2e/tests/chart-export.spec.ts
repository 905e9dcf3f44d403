import { expect, test } from '@playwright/test';
import { AuthPages } from '../page-objects/auth-pages';
import { BondChart } from '../page-objects/bond-chart';
import { BondExtras } from '../page-objects/bond-extras';
import { BondPage } from '../page-objects/bond-page';
import {
  ChartExport,
  jpegSize,
  PNG_MAGIC,
  pdfMediaBox,
  pngSize,
} from '../page-objects/chart-export';
import { DEMO_PASSWORD } from '../support/browser';

/*
 * The chart widget's export (spec, issuer blocks and widgets, section 9): print, PNG, JPEG,
 * PDF and SVG for full access, files chart.png, chart.jpeg, chart.pdf, chart.svg, drawn at the
 * export height 800, and the reversed lower chart's 200 under it (the bond page's price chart
 * hangs the days' turnover there when the bond traded), PNG and JPEG at
 * twice the pixels (the widget's pixel ratio 2), the PDF page the image times 1/1.5 (its JPEG
 * is drawn at ratio 1), the logo in the file when 'Show logo' is on. Below 1077 no menu.
 */

const EXPORT_HEIGHT = 800;
/** The reversed chart under the main one (widgets/chart/constants.ts, CHART_HEIGHT.overturn). */
const REVERSED_HEIGHT = 200;
const IMAGE_PIXEL_RATIO = 2;
const PDF_SCALE = 1 / 1.5;
/** The logo's text as the SVG renderer writes it (one text element). */
const LOGO = />Bondsight</g;

test.describe('chart export with full access (1077)', () => {
  test.beforeEach(async ({ page }) => {
    await new AuthPages(page).signIn('full@demo.bondsight', DEMO_PASSWORD);
    await expect(page.getByTestId('account-email')).toHaveText('full@demo.bondsight');
  });

  test('downloads chart.png, chart.jpeg, chart.pdf and chart.svg of the showcase bond at the export height', async ({
    page,
  }) => {
    const id = await new BondExtras(page).showcaseId();
    await new BondPage(page).open(id);
    const chart = new BondChart(page);
    await chart.expectLines(1);
    const exporter = new ChartExport(page);
    await expect(exporter.menuButton()).toBeVisible();
    const width = await exporter.exportWidth();
    // The turnover's reversed chart, when drawn, is exported under the main one.
    const bars = await chart.canvas().getAttribute('data-bars');
    const height = EXPORT_HEIGHT + (bars === '1' ? REVERSED_HEIGHT : 0);

    // The menu lists the spec's five formats.
    await exporter.menuButton().click();
    for (const format of ['print', 'png', 'jpeg', 'pdf', 'svg'] as const)
      await expect(exporter.item(format)).toBeVisible();
    await exporter.menuButton().click();

    const png = await exporter.download('png');
    expect(png.suggestedFilename()).toBe('chart.png');
    const pngBytes = await exporter.bytes(png);
    expect(pngBytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    expect(pngSize(pngBytes)).toEqual({
      width: width * IMAGE_PIXEL_RATIO,
      height: height * IMAGE_PIXEL_RATIO,
    });

    const jpeg = await exporter.download('jpeg');
    expect(jpeg.suggestedFilename()).toBe('chart.jpeg');
    const jpegBytes = await exporter.bytes(jpeg);
    expect([...jpegBytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpegSize(jpegBytes)).toEqual({
      width: width * IMAGE_PIXEL_RATIO,
      height: height * IMAGE_PIXEL_RATIO,
    });

    const pdf = await exporter.download('pdf');
    expect(pdf.suggestedFilename()).toBe('chart.pdf');
    const pdfBytes = await exporter.bytes(pdf);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const box = pdfMediaBox(pdfBytes)!;
    expect(box[2]).toBeCloseTo(width * PDF_SCALE, 1);
    expect(box[3]).toBeCloseTo(height * PDF_SCALE, 1);

    // 'Show logo' is on by default: the SVG carries the logo's text; off, it does not.
    await expect(exporter.showLogo()).toBeChecked();
    const withLogo = await exporter.download('svg');
    expect(withLogo.suggestedFilename()).toBe('chart.svg');
    const svgOn = (await exporter.bytes(withLogo)).toString('utf8');
    expect(svgOn.startsWith('<svg')).toBe(true);
    expect(svgOn).toContain(`height="${height}"`);
    const logosOn = svgOn.match(LOGO)?.length ?? 0;
    expect(logosOn).toBeGreaterThan(0);

    await exporter.showLogo().uncheck();
    const withoutLogo = await exporter.download('svg');
    const svgOff = (await exporter.bytes(withoutLogo)).toString('utf8');
    expect(svgOff).toContain('<svg');
    // Only the logo went: a name holding the word (an index, the issuer) would stay.
    expect(svgOff.match(LOGO)?.length ?? 0).toBe(logosOn - 1);
    await expect(exporter.block().getByRole('alert')).toHaveCount(0);
  });
});

test('a visitor and a signed-in user below 1077 see the chart but no export menu', async ({
  page,
}) => {
  const id = await new BondExtras(page).showcaseId();
  const bond = new BondPage(page);
  const chart = new BondChart(page);
  const exporter = new ChartExport(page);
  await bond.open(id);
  await chart.expectLines(1);
  await expect(exporter.showLogo()).toBeVisible();
  await expect(exporter.menuButton()).toHaveCount(0);

  await new AuthPages(page).signIn('user@demo.bondsight', DEMO_PASSWORD);
  await expect(page.getByTestId('account-email')).toHaveText('user@demo.bondsight');
  await bond.open(id);
  await chart.expectLines(1);
  await expect(exporter.showLogo()).toBeVisible();
  await expect(exporter.menuButton()).toHaveCount(0);
});
