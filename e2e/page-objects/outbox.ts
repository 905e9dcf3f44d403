import type { Browser } from '@playwright/test';

/**
 * The development SMS outbox (/dev/outbox, SMS_SENDER=outbox): the newest code sent to a
 * number, read in a page of its own as a developer would.
 */
export async function readCodeFromOutbox(browser: Browser, baseURL: string, e164: string) {
  const page = await browser.newPage({ baseURL });
  try {
    await page.goto('/dev/outbox');
    const row = page.getByTestId('outbox-message').filter({ hasText: e164 }).first();
    const text = (await row.getByTestId('outbox-text').textContent()) ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code for ${e164} in the outbox`);
    return code;
  } finally {
    await page.close();
  }
}
