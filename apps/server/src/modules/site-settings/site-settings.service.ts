import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  BannerSetting,
  MenuSetting,
  MobileAppSetting,
  SITE_SETTING_KEYS,
  pickText,
  type Language,
  type LocalizedText,
  type MobileAppLinks,
  type SiteSettingKey,
  type ShellConfig,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { DEFAULT_BANNER, DEFAULT_MENU, DEFAULT_MOBILE_APP } from './default-shell';
import * as repo from './site-settings.repository';

/** The stored settings, each checked; a broken row is logged and the default used instead. */
export async function readSiteSettings(db: Db, log?: FastifyBaseLogger) {
  const stored = await repo.readSettings(db, SITE_SETTING_KEYS);
  function pick<T>(key: SiteSettingKey, schema: z.ZodType<T>, fallback: T): T {
    if (!stored.has(key)) return fallback;
    const parsed = schema.safeParse(stored.get(key));
    if (parsed.success) return parsed.data;
    log?.warn({ key, issues: parsed.error.issues }, 'site setting ignored: not valid');
    return fallback;
  }
  return {
    menu: pick('menu', MenuSetting, DEFAULT_MENU),
    banner: pick('banner', BannerSetting, DEFAULT_BANNER),
    mobile_app: pick<MobileAppLinks>('mobile_app', MobileAppSetting, DEFAULT_MOBILE_APP),
  };
}

/** A label key of the shell module, a literal text, or a text per language. */
function textOf(value: string | LocalizedText, labels: Record<string, string>, lang: Language) {
  return typeof value === 'string' ? (labels[value] ?? value) : pickText(value, lang);
}

/**
 * How long a language's shell is reused (issue 19: every page asks for it first, and each
 * answer read and checked the settings again). A setting stored through this process drops
 * it at once; one stored through another server process on the same PostgreSQL shows within
 * this time.
 */
export const SHELL_FRESH_MS = 5_000;
/** Per database (the tests open many), per language: the shell and when it was built. */
const recentShells = new WeakMap<Db, Map<Language, { at: number; shell: Promise<ShellConfig> }>>();

export async function getShellConfig(
  db: Db,
  lang: Language,
  log?: FastifyBaseLogger,
): Promise<ShellConfig> {
  let known = recentShells.get(db);
  if (!known) recentShells.set(db, (known = new Map()));
  const kept = known.get(lang);
  if (kept && Date.now() - kept.at < SHELL_FRESH_MS) return kept.shell;
  const shell = buildShellConfig(db, lang, log);
  const entry = { at: Date.now(), shell };
  known.set(lang, entry);
  shell.catch(() => known.get(lang) === entry && known.delete(lang));
  return shell;
}

async function buildShellConfig(
  db: Db,
  lang: Language,
  log?: FastifyBaseLogger,
): Promise<ShellConfig> {
  const settings = await readSiteSettings(db, log);
  const labels = readLabels(lang, 'shell') ?? {};
  const text = (value: string | LocalizedText) => textOf(value, labels, lang);
  const { banner } = settings;
  return {
    menu: settings.menu
      .filter((item) => item.show)
      .map((item) => ({
        id: item.id,
        ttl: text(item.ttl),
        url: item.url,
        show: item.show,
        items: item.items.map((column) => ({
          ttl: text(column.ttl),
          links: column.links.map((link) => ({ ...link, ttl: text(link.ttl) })),
        })),
      })),
    banner: banner.enabled
      ? {
          id: banner.id,
          text: text(banner.text),
          linkText: banner.linkText === null ? null : text(banner.linkText),
          url: banner.url,
        }
      : null,
    mobileApp: settings.mobile_app,
  };
}

const SETTING_SCHEMAS = { menu: MenuSetting, banner: BannerSetting, mobile_app: MobileAppSetting };

/** Stores an operator setting after checking it against its schema; logged like decisions. */
export async function putSiteSetting(db: Db, adminId: number, key: SiteSettingKey, value: unknown) {
  const parsed = SETTING_SCHEMAS[key].safeParse(value);
  if (!parsed.success)
    throw new AppError('validation_failed', 'site_setting_invalid', {
      'body.value': 'site_setting_invalid',
    });
  await inTransaction(db, async (tx) => {
    await repo.writeSetting(tx, key, parsed.data);
    await repo.logSettingChange(tx, adminId, key);
  });
  recentShells.delete(db);
  return parsed.data;
}
