import type { BannerSetting, MenuSetting } from '@bondsight/contracts';

/**
 * What the shell shows until an operator stores its own `menu`, `banner` or `mobile_app`
 * row in site_settings. Texts are label keys of the `shell` module.
 */
export const DEFAULT_MENU: MenuSetting = [
  {
    id: 1,
    ttl: 'menu_bonds',
    url: '/',
    show: true,
    items: [
      {
        ttl: 'menu_col_bonds',
        links: [
          { ttl: 'menu_bond_list', url: '/', target_blank: false, active: true },
          { ttl: 'menu_bond_search', url: null, target_blank: false, active: false },
        ],
      },
      {
        ttl: 'menu_col_analytics',
        links: [
          { ttl: 'menu_calculator', url: null, target_blank: false, active: false },
          { ttl: 'menu_curves', url: null, target_blank: false, active: false },
        ],
      },
    ],
  },
  {
    id: 2,
    ttl: 'menu_data',
    url: null,
    show: true,
    items: [
      {
        ttl: 'menu_col_api',
        links: [
          { ttl: 'menu_api_docs', url: '/api/docs', target_blank: true, active: true },
          { ttl: 'menu_openapi', url: '/api/openapi.json', target_blank: true, active: true },
        ],
      },
    ],
  },
  { id: 3, ttl: 'menu_support', url: '/tickets/', show: true, items: [] },
];

export const DEFAULT_BANNER: BannerSetting = {
  enabled: true,
  id: 'house',
  text: 'banner_text',
  linkText: 'banner_link',
  url: '/api/docs',
};

/** No app in the stores by default: the panel offers adding the site to the home screen. */
export const DEFAULT_MOBILE_APP = { ios: null, android: null };
