import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { LANGUAGES } from '../languages';
import { INVALID_CHARACTERS, isSafeJson, SafeText } from './common';

/** Site settings: the menu, the house banner and the mobile-app links an operator sets (spec: shell). */

export const MenuLink = z.object({
  ttl: z.string(),
  url: z.string().nullable(),
  target_blank: z.boolean(),
  /** Inactive links are shown as plain text. */
  active: z.boolean(),
});
export type MenuLink = z.infer<typeof MenuLink>;
export const MenuColumn = z.object({ ttl: z.string(), links: z.array(MenuLink) });
export type MenuColumn = z.infer<typeof MenuColumn>;
export const MenuItem = z.object({
  id: z.number().int(),
  ttl: z.string(),
  url: z.string().nullable(),
  show: z.boolean(),
  items: z.array(MenuColumn),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const HouseBanner = z.object({
  id: z.string(),
  text: z.string(),
  linkText: z.string().nullable(),
  url: z.string().nullable(),
});
export type HouseBanner = z.infer<typeof HouseBanner>;

export const MobileAppLinks = z.object({
  ios: z.string().nullable(),
  android: z.string().nullable(),
});
export type MobileAppLinks = z.infer<typeof MobileAppLinks>;

export const ShellConfig = z.object({
  menu: z.array(MenuItem),
  banner: HouseBanner.nullable(),
  mobileApp: MobileAppLinks,
});
export type ShellConfig = z.infer<typeof ShellConfig>;

/**
 * What an operator stores in site_settings. A text is a label key of the `shell` module or
 * a text per language ({ "eng": "...", "rus": "..." }).
 */
const SettingText = z.union([
  SafeText.min(1).max(200),
  z.partialRecord(z.enum(LANGUAGES), SafeText.min(1).max(500)),
]);
const SettingUrl = SafeText.max(500).regex(/^(\/|https?:\/\/)/, 'site_setting_bad_url');
export const MenuSetting = z
  .array(
    z.strictObject({
      id: z.number().int().positive(),
      ttl: SettingText,
      url: SettingUrl.nullable().default(null),
      show: z.boolean().default(true),
      items: z
        .array(
          z.strictObject({
            ttl: SettingText,
            links: z
              .array(
                z.strictObject({
                  ttl: SettingText,
                  url: SettingUrl.nullable().default(null),
                  target_blank: z.boolean().default(false),
                  active: z.boolean().default(true),
                }),
              )
              .max(30),
          }),
        )
        .max(6)
        .default([]),
    }),
  )
  .max(12);
export type MenuSetting = z.infer<typeof MenuSetting>;
export const BannerSetting = z.strictObject({
  enabled: z.boolean(),
  id: SafeText.min(1).max(40).default('house'),
  text: SettingText,
  linkText: SettingText.nullable().default(null),
  url: SettingUrl.nullable().default(null),
});
export type BannerSetting = z.infer<typeof BannerSetting>;
export const MobileAppSetting = z.strictObject({
  ios: SettingUrl.nullable(),
  android: SettingUrl.nullable(),
});
export const SITE_SETTING_KEYS = ['menu', 'banner', 'mobile_app'] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
export const SiteSettingParams = z.strictObject({ key: z.enum(SITE_SETTING_KEYS) });
/** Any JSON (checked against the key's schema later), yet one PostgreSQL's jsonb can store. */
export const SiteSettingRequest = z.strictObject({
  value: z.unknown().refine(isSafeJson, { message: INVALID_CHARACTERS }),
});
export const SiteSettingsResponse = z.object({
  menu: MenuSetting,
  banner: BannerSetting,
  mobile_app: MobileAppSetting,
});

export const siteSettingsEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/shell/',
    operationId: 'getShellConfig',
    summary: 'Main menu, house banner and mobile-app links (operator settings or defaults)',
    description:
      'Texts come in the interface language. A stored setting that no longer passes its schema ' +
      'is ignored (and logged): its default is served instead.',
    tag: 'site-settings',
    responses: { 200: ShellConfig },
  }),
  endpoint({
    method: 'GET',
    path: '/api/admin/site-settings/',
    operationId: 'getSiteSettings',
    summary: 'The shell settings in force (stored ones, else the defaults)',
    tag: 'site-settings',
    access: 'admin.site_settings',
    responses: { 200: SiteSettingsResponse },
  }),
  endpoint({
    method: 'POST',
    path: '/api/admin/site-settings/:key/',
    operationId: 'putSiteSetting',
    summary: 'Store the menu, the house banner or the mobile-app links',
    description:
      "The value is checked against the key's schema (400 `site_setting_invalid` otherwise) " +
      'and stored as checked, defaults filled in; the change is written to the admin decision ' +
      'log. Answers the stored value.',
    tag: 'site-settings',
    access: 'admin.site_settings',
    params: SiteSettingParams,
    body: SiteSettingRequest,
    responses: { 200: SiteSettingRequest },
  }),
);
