import { describe, expect, it } from 'vitest';
import { readMenuMarkup } from './menu-markup';

describe('menu read from markup on the page', () => {
  it('reads entries, optional urls, columns, new-tab and inactive links', () => {
    const template = document.createElement('template');
    template.innerHTML = `
      <ul>
        <li data-id="10"><a href="/bonds/">Bonds</a>
          <div><strong>Markets</strong>
            <a href="/ofz/">OFZ</a>
            <a href="https://example.org/" target="_blank">Partner</a>
            <span>Soon</span>
          </div>
          <div><h3>Tools</h3><a aria-disabled="true" href="/x/">Disabled</a></div>
        </li>
        <li><span>About</span></li>
        <li hidden><a href="/secret/">Secret</a></li>
      </ul>`;
    expect(readMenuMarkup(template.content)).toEqual([
      {
        id: 10,
        ttl: 'Bonds',
        url: '/bonds/',
        show: true,
        items: [
          {
            ttl: 'Markets',
            links: [
              { ttl: 'OFZ', url: '/ofz/', target_blank: false, active: true },
              { ttl: 'Partner', url: 'https://example.org/', target_blank: true, active: true },
              { ttl: 'Soon', url: null, target_blank: false, active: false },
            ],
          },
          {
            ttl: 'Tools',
            links: [{ ttl: 'Disabled', url: '/x/', target_blank: false, active: false }],
          },
        ],
      },
      { id: 2, ttl: 'About', url: null, show: true, items: [] },
      { id: 3, ttl: 'Secret', url: '/secret/', show: false, items: [] },
    ]);
  });

  it('reads nothing from a page without a list', () => {
    const div = document.createElement('div');
    expect(readMenuMarkup(div)).toEqual([]);
  });
});
