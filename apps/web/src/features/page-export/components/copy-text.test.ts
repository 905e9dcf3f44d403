import { describe, expect, it } from 'vitest';
import type { BondSummary } from '@bondsight/contracts';
import { createFormatters } from '../../../lib/format';
import { buildCopyText, pageUrl } from './copy-text';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).join('|')})` : key;

const bond = (over: Partial<BondSummary> = {}): BondSummary =>
  ({
    id: 81,
    isin: 'RU000A0SHOW1',
    name: 'Showcase 2029',
    fullName: 'Showcase Corp <bonds> 2029',
    emitent: { id: 5, name: 'Showcase Corp & Co' },
    currency: 'RUB',
    maturityDate: '2029-06-15',
    coupon: { type: 'fixed', rate: 9.5, frequency: 2, dayCount: 'ACT/365' },
    latestQuote: {
      date: '2026-11-20',
      tradingGroundId: 1,
      tradingGroundName: 'MOEX',
      isExchange: true,
      cleanPrice: 101.2345,
      priceOrigin: 'published',
      ytm: 8.7654,
      exchangeYield: null,
    },
    ...over,
  }) as BondSummary;

const format = createFormatters('eng');
const url = pageUrl('https://bondsight.example', 81, 'deu');

describe('the copy page text', () => {
  it('holds the summary as "label: value" lines with the page link', () => {
    const { text } = buildCopyText(bond(), format, t, url);
    const lines = text.split('\n');
    expect(lines[0]).toBe('copy_name: Showcase 2029 (Showcase Corp <bonds> 2029)');
    expect(lines).toContain('copy_isin: RU000A0SHOW1');
    expect(lines).toContain('copy_issuer: Showcase Corp & Co');
    expect(lines).toContain('copy_currency: RUB');
    expect(lines).toContain('copy_coupon: coupon_fixed(9.50)');
    expect(lines).toContain(`copy_maturity: ${format.date('2029-06-15')}`);
    // Prices with 4 decimals, yields with 3 (spec section 9), with their date and ground.
    const asOf = `copy_as_of(${format.date('2026-11-20')}|MOEX)`;
    expect(lines).toContain(`copy_price: 101.2345 (${asOf})`);
    expect(lines).toContain(`copy_yield: 8.765 (${asOf})`);
    expect(lines.at(-1)).toBe('copy_link: https://bondsight.example/bonds/81/?lang=deu');
  });

  it('escapes the HTML form and links the page', () => {
    const { html } = buildCopyText(bond(), format, t, url);
    expect(html).toContain('<caption>Showcase 2029</caption>');
    expect(html).toContain('Showcase Corp &amp; Co');
    expect(html).toContain('&lt;bonds&gt;');
    expect(html).not.toContain('<bonds>');
    expect(html).toContain(`<a href="${url}">${url}</a>`);
  });

  it('keeps masked values hidden and copes with missing ones', () => {
    const quote = bond().latestQuote!;
    const masked = bond({
      latestQuote: { ...quote, cleanPrice: { masked: 'need_auth' }, ytm: null },
    });
    const { text } = buildCopyText(masked, format, t, url);
    expect(text).toContain('copy_price: copy_hidden (');
    expect(text).toContain('copy_yield: — (');
    expect(text).not.toContain('101.2345');
    const bare = buildCopyText(
      bond({ isin: null, maturityDate: null, latestQuote: null, fullName: 'Showcase 2029' }),
      format,
      t,
      url,
    ).text;
    expect(bare).toContain('copy_name: Showcase 2029\n');
    expect(bare).toContain('copy_isin: —');
    expect(bare).toContain('copy_price: —');
    expect(bare).toContain('copy_maturity: —');
  });

  it('names floating and zero coupons', () => {
    const floating = buildCopyText(
      bond({ coupon: { type: 'floating', rate: null, frequency: 4, dayCount: 'ACT/360' } }),
      format,
      t,
      url,
    ).text;
    expect(floating).toContain('copy_coupon: coupon_floating');
    const zero = buildCopyText(
      bond({ coupon: { type: 'zero', rate: null, frequency: 0, dayCount: 'ACT/365' } }),
      format,
      t,
      url,
    ).text;
    expect(zero).toContain('copy_coupon: coupon_zero');
  });
});
