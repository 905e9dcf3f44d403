import fs from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';

/**
 * The chart widget's export menu (full access only) on the bond page, and readers of what it
 * saves: PNG and JPEG sizes from their headers, the PDF's page box, the SVG's text.
 */
export class ChartExport {
  constructor(readonly page: Page) {}

  readonly block = () => this.page.getByTestId('bond-chart');
  /** The widget's own section: its width is the export's width (at least 680 px). */
  readonly widget = () => this.page.locator('#bond-chart-widget');
  readonly menuButton = () => this.block().getByTestId('chart-export');
  readonly item = (format: 'print' | 'png' | 'jpeg' | 'pdf' | 'svg') =>
    this.block().getByTestId(`chart-export-${format}`);
  readonly showLogo = () => this.block().getByTestId('chart-show-logo');

  /** Chooses a format in the menu and waits for the browser's download. */
  async download(format: 'png' | 'jpeg' | 'pdf' | 'svg'): Promise<Download> {
    await this.menuButton().click();
    const download = this.page.waitForEvent('download');
    await this.item(format).click();
    return download;
  }

  async bytes(download: Download): Promise<Buffer> {
    const path = await download.path();
    expect(path).toBeTruthy();
    return fs.readFileSync(path);
  }

  /** The width the widget draws its exports at (spec: a phone still gets 680 px). */
  async exportWidth(): Promise<number> {
    const width = await this.widget().evaluate((el) => el.clientWidth);
    return Math.max(width, 680);
  }
}

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk (bytes 16 to 23). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A JPEG's size from its start-of-frame segment; null when none is found. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // SOF0 to SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/** The first page's MediaBox of a PDF: [x0, y0, x1, y1] in points. */
export function pdfMediaBox(bytes: Buffer): number[] | null {
  const match = /\/MediaBox \[([\d.\s-]+)\]/.exec(bytes.toString('latin1'));
  return match ? match[1]!.trim().split(/\s+/).map(Number) : null;
}
