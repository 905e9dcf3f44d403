import { describe, expect, it } from 'vitest';
import { EXTRA_BLOCKS } from '@bondsight/contracts/extra-blocks';
import { PAGE_PDF_BLOCKS } from '@bondsight/contracts/page-pdf-blocks';
import { findBlocks } from '../../widgets/block-menu/find-blocks';
import { parsePrintParam, printableBlocks, printsAnyExtra } from './print-blocks';

/** A bond page's blocks as the page draws them (section menu titles, headings, extra cards). */
function bondPage() {
  const root = document.createElement('article');
  root.innerHTML = `
    <section id="block-summary" data-menu="" data-menu-title="Bond summary"><h2>Volga 01</h2></section>
    <section id="block-resume" data-menu=""></section>
    <section id="block-chart" data-menu="" data-menu-title="Chart and archive"><div>chart</div></section>
    <section id="block-ratings" data-menu=""><div><h2 id="ratings-title">Credit ratings</h2></div></section>
    <section id="block-analytics" data-menu=""><h2>Analytics: Russia</h2><p>text</p></section>
    <div class="bond-extras">
      <nav data-testid="extras-menu"><a>Identifiers</a><a>Classifier</a></nav>
      <section id="block-extra-identifiers"><div class="card"><h2>Identifiers</h2><p>ISIN</p></div></section>
      <section id="block-extra-classifier"><div class="card"><h2>Classifier</h2><p>corporate</p></div></section>
    </div>
    <section id="block-similar" data-menu=""><h2 id="similar-title">Similar bonds</h2><table></table></section>
    <section id="block-unknown" data-menu=""><h2>Not a block</h2></section>`;
  return root;
}

describe("the PDF dialog's block list", () => {
  it('lists every block the page shows in page order, extra blocks and similar bonds included', () => {
    expect(printableBlocks(bondPage()).map((b) => b.id)).toEqual([
      'summary',
      'chart',
      'ratings',
      'analytics',
      'extra-identifiers',
      'extra-classifier',
      'similar',
    ]);
  });

  it('names each block exactly as the section menu and the block headings do', () => {
    const page = bondPage();
    const titles = new Map(printableBlocks(page).map((b) => [`block-${b.id}`, b.title]));
    // The section menu's entries (data-menu-title, else the heading) carry the same words.
    for (const entry of findBlocks(page)) {
      if (entry.id === 'block-unknown') continue;
      expect(titles.get(entry.id), entry.id).toBe(entry.title);
    }
    // The '...' list's blocks: their card headings (the same label keys as the '...' links).
    expect(titles.get('block-extra-identifiers')).toBe('Identifiers');
    expect(titles.get('block-extra-classifier')).toBe('Classifier');
    expect(titles.get('block-similar')).toBe('Similar bonds');
  });

  it('offers every extra block of the page on its own, and the server accepts them', () => {
    for (const kind of EXTRA_BLOCKS) expect(PAGE_PDF_BLOCKS).toContain(`extra-${kind}`);
    expect(PAGE_PDF_BLOCKS).toContain('similar');
    expect(PAGE_PDF_BLOCKS.at(-1)).toBe('similar');
    expect(new Set(PAGE_PDF_BLOCKS).size).toBe(PAGE_PDF_BLOCKS.length);
  });

  it('reads ?print= with extra blocks, dropping unknown ids', () => {
    const printed = parsePrintParam('summary,extra-identifiers,extra-nope,similar')!;
    expect([...printed]).toEqual(['summary', 'extra-identifiers', 'similar']);
    expect(printsAnyExtra(printed)).toBe(true);
    expect(printsAnyExtra(parsePrintParam('summary,similar')!)).toBe(false);
  });
});
