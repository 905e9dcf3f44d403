import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Where the journey leaves the PDF and its first page as PNG, to be looked at. */
export const PDF_CHECK_DIR = '/tmp/page-pdf-check';

/** The bond page's PDF and copy-page actions (features/page-export). */
export class PageExport {
  constructor(readonly page: Page) {}

  pdfButton = () => this.page.getByTestId('page-pdf-button');
  copyButton = () => this.page.getByTestId('copy-page-button');
  copyNotice = () => this.page.getByTestId('copy-page-notice');
  dialog = () => this.page.getByTestId('page-pdf-dialog');
  blockBox = (id: string) => this.page.getByTestId(`page-pdf-block-${id}`);
  progress = () => this.page.getByTestId('page-pdf-progress');
  finding = () => this.page.getByTestId('page-pdf-finding');

  /** The dialog's choices in their order: block id and the name shown beside its box. */
  async offeredBlocks(): Promise<{ id: string; title: string }[]> {
    return this.page
      .getByTestId('page-pdf-blocks')
      .locator('li')
      .evaluateAll((items) =>
        items.map((li) => ({
          id: (li.querySelector('input')?.dataset.testid ?? '').replace('page-pdf-block-', ''),
          title: li.querySelector('[data-testid="page-pdf-block-title"]')?.textContent ?? '',
        })),
      );
  }

  /** The section menu's entries (the '...' list's included): section id and title. */
  async menuEntries(): Promise<{ id: string; title: string }[]> {
    return this.page
      .getByTestId('block-menu')
      .locator('a[data-block]')
      .evaluateAll((links) =>
        links.map((a) => ({
          id: (a as HTMLElement).dataset.block ?? '',
          title: a.textContent ?? '',
        })),
      );
  }

  /** The extra blocks' '...' list: kind and title, in its order. */
  async extrasEntries(): Promise<{ id: string; title: string }[]> {
    return this.page.locator('[data-testid^="extras-link-"]').evaluateAll((links) =>
      links.map((a) => ({
        id: ((a as HTMLElement).dataset.testid ?? '').replace('extras-link-', ''),
        title: a.textContent ?? '',
      })),
    );
  }

  /** The heading of a block's section on the page (e.g. "Ratings"). */
  async blockTitle(titleId: string): Promise<string> {
    return (await this.page.locator(`#${titleId}`).innerText()).trim();
  }

  /** Opens the dialog and waits until it lists the blocks. */
  async openDialog() {
    await this.pdfButton().click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.blockBox('summary')).toBeChecked();
  }

  /** Clicks 'Download PDF' and saves the file as `name` in PDF_CHECK_DIR. */
  async download(name: string): Promise<string> {
    fs.mkdirSync(PDF_CHECK_DIR, { recursive: true });
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 60_000 }),
      this.page.getByTestId('page-pdf-download').click(),
    ]);
    const file = path.join(PDF_CHECK_DIR, name);
    await download.saveAs(file);
    return file;
  }
}

/** poppler-utils: what pdfinfo says about a file, key by key. */
export function pdfInfo(file: string): Record<string, string> {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Object.fromEntries(
    out
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => [
        line.slice(0, line.indexOf(':')).trim(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
}

/** The file's text as pdftotext extracts it (Chromium keeps text as text). */
export const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });

/** Page 1 as a PNG at 50 dpi (pdftoppm), for a person (or an agent) to look at. */
export function firstPagePng(file: string): string {
  const prefix = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  return `${prefix}.png`;
}
