import type { BondSummary } from '@bondsight/contracts';
import type { Formatters } from '../../../lib/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Value = number | null | { masked: string };

export interface CopyText {
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page's address with its language, so the link opens as the copier saw it. */
export function pageUrl(origin: string, bondId: number, language: string) {
  return `${origin}/bonds/${bondId}/?lang=${encodeURIComponent(language)}`;
}

/**
 * The copy-page summary (spec: copy page to the clipboard): name, ISIN, issuer, currency,
 * coupon, maturity, the latest price and yield with their date and ground, and the page's
 * link; as plain text (one "label: value" a line) and as an HTML table. A value the reader
 * may not see stays hidden here too (the API masked it).
 */
export function buildCopyText(
  bond: BondSummary,
  format: Formatters,
  t: Translate,
  url: string,
): CopyText {
  const shown = (value: Value, write: (n: number) => string) =>
    value === null ? '—' : typeof value === 'number' ? write(value) : t('copy_hidden');
  const quote = bond.latestQuote;
  const asOf = quote
    ? ` (${t('copy_as_of', { date: format.date(quote.date), ground: quote.tradingGroundName })})`
    : '';
  const coupon =
    bond.coupon.rate === null && bond.coupon.type !== 'zero'
      ? t('coupon_floating')
      : t(`coupon_${bond.coupon.type}`, { rate: format.number(bond.coupon.rate ?? 0, 2) });
  const rows: [string, string][] = [
    [
      t('copy_name'),
      bond.fullName && bond.fullName !== bond.name ? `${bond.name} (${bond.fullName})` : bond.name,
    ],
    [t('copy_isin'), bond.isin ?? '—'],
    [t('copy_issuer'), bond.emitent.name],
    [t('copy_currency'), bond.currency],
    [t('copy_coupon'), coupon],
    [t('copy_maturity'), bond.maturityDate ? format.date(bond.maturityDate) : '—'],
    [t('copy_price'), quote ? shown(quote.cleanPrice, format.price) + asOf : '—'],
    [t('copy_yield'), quote ? shown(quote.ytm, format.yield) + asOf : '—'],
    [t('copy_link'), url],
  ];
  const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  const cells = rows
    .map(([label, value], index) => {
      const shownValue =
        index === rows.length - 1
          ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
          : escapeHtml(value);
      return `<tr><th align="left">${escapeHtml(label)}</th><td>${shownValue}</td></tr>`;
    })
    .join('');
  const html = `<table><caption>${escapeHtml(bond.name)}</caption>${cells}</table>`;
  return { text, html };
}

/**
 * Writes both forms to the clipboard (text/plain and text/html); where ClipboardItem is
 * missing, the plain text only. Rejects when the browser refuses.
 */
export async function writeToClipboard(copy: CopyText): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/plain': new Blob([copy.text], { type: 'text/plain' }),
        'text/html': new Blob([copy.html], { type: 'text/html' }),
      }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(copy.text);
}
