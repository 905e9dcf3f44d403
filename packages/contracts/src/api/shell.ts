import { z } from 'zod';
import { ErrorBody } from '../errors';
import { LANGUAGES } from '../languages';

/**
 * The page shell's contract: menu, banners, hints, phone confirmation, paid-access and other
 * access requests, the admin review and support tickets. Spec sections 2-9 ("Shell").
 */

// ---- Menu, banner, mobile-app links ---------------------------------------------------------

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
  z.string().min(1).max(200),
  z.partialRecord(z.enum(LANGUAGES), z.string().min(1).max(500)),
]);
const SettingUrl = z
  .string()
  .max(500)
  .regex(/^(\/|https?:\/\/)/, 'site_setting_bad_url');
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
  id: z.string().min(1).max(40).default('house'),
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
export const SiteSettingRequest = z.strictObject({ value: z.unknown() });
export const SiteSettingsResponse = z.object({
  menu: MenuSetting,
  banner: BannerSetting,
  mobile_app: MobileAppSetting,
});

// ---- User settings (hints) ------------------------------------------------------------------

export const UserSettings = z.object({ hints: z.boolean() });
export type UserSettings = z.infer<typeof UserSettings>;
/** `sid` is the page's user id: a page left open from another account cannot write. */
export const SetSettingsRequest = z.strictObject({
  sid: z.number().int().positive(),
  settings: z.strictObject({ hints: z.boolean().optional() }),
});
export type SetSettingsRequest = z.infer<typeof SetSettingsRequest>;
export const SetSettingsResponse = z.object({ settings: UserSettings });

// ---- Phone confirmation ---------------------------------------------------------------------

export const UpdateMobRequest = z.strictObject({ phone: z.string().max(40) });
/** Spec: an empty messages list means success; errors come back in the list (label keys). */
export const UpdateMobResponse = z.object({ messages: z.array(z.string()) });
export const UpdateMobError = ErrorBody.extend({ messages: z.array(z.string()).optional() });
export const SendCodeResponse = z.object({
  sent: z.literal(true),
  /** The number the code went to, masked: +7 916 ***-**-67. */
  phone: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof SendCodeResponse>;
export const ConfirmMobRequest = z.strictObject({ code: z.string().max(12) });
export const ConfirmMobResponse = z.object({ phone: z.string(), confirmedAt: z.string() });
export type ConfirmMobResponse = z.infer<typeof ConfirmMobResponse>;

// ---- Paid access and other access requests --------------------------------------------------

export const PaSendRequest = z.strictObject({
  tariff: z.number().int().positive(),
  /** The staff member the user asks to be contacted by; 0 for anyone. */
  contactPersonId: z.number().int().min(0),
});
export type PaSendRequest = z.infer<typeof PaSendRequest>;
export const PaExpandRequest = z.strictObject({ tariff: z.number().int().positive() });
export type PaExpandRequest = z.infer<typeof PaExpandRequest>;
export const PaResponse = z.object({
  requestId: z.number().int(),
  paStatusConfirm: z.number().int(),
  paSendExpand: z.number().int(),
});
export type PaResponse = z.infer<typeof PaResponse>;

export const REQUEST_STATES = ['sent', 'already_sent', 'rejected', 'forbidden'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
/** Spec: `response.items[0].success.numeric` greater than 0 means sent (it is the request id). */
export const RequestItemsResponse = z.object({
  response: z.object({
    items: z.array(
      z.object({
        success: z.object({ numeric: z.number().int() }),
        state: z.enum(REQUEST_STATES),
        label: z.string(),
      }),
    ),
  }),
});
export type RequestItemsResponse = z.infer<typeof RequestItemsResponse>;
export const RequestItemsError = ErrorBody.extend({
  response: RequestItemsResponse.shape.response.optional(),
});
export const TradingGroundParam = z.strictObject({
  trading_ground_id: z.coerce.number().int().positive().max(2147483647),
});
export const ProviderParam = z.strictObject({
  providerId: z.coerce.number().int().positive().max(2147483647),
});

// ---- Admin review ---------------------------------------------------------------------------

export const ACCESS_REQUEST_KINDS = [
  'paid_access',
  'paid_access_expand',
  'quotes',
  'comment_file',
] as const;
export const ACCESS_REQUEST_STATUSES = ['sent', 'approved', 'rejected'] as const;
export const AdminRequest = z.object({
  id: z.number().int(),
  kind: z.enum(ACCESS_REQUEST_KINDS),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  userId: z.number().int(),
  email: z.string(),
  userLevel: z.number().int(),
  tariff: z.number().int().nullable(),
  subjectId: z.number().int().nullable(),
  /** The trading ground, comment provider or contact person asked about. */
  subjectName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminRequest = z.infer<typeof AdminRequest>;
export const AdminRequestsQuery = z.object({
  status: z.enum(['sent', 'all']).default('sent'),
  /** Kept for the language plugin, which reads ?lang= after validation. */
  lang: z.string().optional(),
});
export const AdminRequestsResponse = z.object({ items: z.array(AdminRequest) });
export type AdminRequestsResponse = z.infer<typeof AdminRequestsResponse>;
export const AdminDecisionRequest = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(500).optional(),
});
export const AdminDecision = z.object({
  id: z.number().int(),
  action: z.string(),
  requestId: z.number().int().nullable(),
  note: z.string().nullable(),
  adminEmail: z.string(),
  createdAt: z.string(),
});
export type AdminDecision = z.infer<typeof AdminDecision>;
export const AdminDecisionsResponse = z.object({ items: z.array(AdminDecision) });
export type AdminDecisionsResponse = z.infer<typeof AdminDecisionsResponse>;

// ---- Support tickets ------------------------------------------------------------------------

/** Spec: a message has status_id (1 unread, 2 read by whom it is addressed to), contacts_id. */
export const SupportMessage = z.object({
  id: z.number().int(),
  status_id: z.number().int(),
  /** The author: the user's id, or the answering staff member's. */
  contacts_id: z.number().int(),
  fromStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;
export const SupportTicket = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  messages: z.array(SupportMessage),
});
export type SupportTicket = z.infer<typeof SupportTicket>;
export const SupportTicketsResponse = z.object({ tickets: z.array(SupportTicket) });
export type SupportTicketsResponse = z.infer<typeof SupportTicketsResponse>;
export const AdminTicket = SupportTicket.extend({ userId: z.number().int(), email: z.string() });
export type AdminTicket = z.infer<typeof AdminTicket>;
export const AdminTicketsResponse = z.object({ tickets: z.array(AdminTicket) });
export type AdminTicketsResponse = z.infer<typeof AdminTicketsResponse>;
const MessageBody = z.string().trim().min(1).max(5000);
export const NewTicketRequest = z.strictObject({
  subject: z.string().trim().min(1).max(200),
  body: MessageBody,
});
export const TicketReplyRequest = z.strictObject({ body: MessageBody });
