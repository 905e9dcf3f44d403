import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  isLanguage,
  type Language,
} from '@bondsight/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** Accept-Language primary subtags mapped to interface languages. */
const FROM_BCP47: Record<string, Language> = {
  ru: 'rus',
  en: 'eng',
  pl: 'pol',
  it: 'ita',
  de: 'deu',
  es: 'esp',
  zh: 'chn',
  uk: 'ukr',
  fr: 'fra',
  tr: 'tur',
};

/**
 * The interface language: `?lang=` (a shared link keeps its language), then the cookie the
 * switcher sets, then the signed-in user's setting, then Accept-Language, then English.
 */
export function resolveLanguage(request: FastifyRequest): Language {
  // From the raw URL: a route's querystring schema strips keys it does not declare. Not
  // `new URL`: it throws on request targets such as `//[`; URLSearchParams never does.
  const url = request.raw.url ?? '/';
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const query = new URLSearchParams(search.split('#')[0]).get(LANGUAGE_QUERY);
  if (isLanguage(query)) return query;
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  if (request.user && isLanguage(request.user.language)) return request.user.language;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const primary = part.trim().slice(0, 2).toLowerCase();
    const lang = FROM_BCP47[primary];
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

export default fp(async function language(app: FastifyInstance) {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  // preHandler: after the session hook has identified the user and the query is parsed.
  app.addHook('preHandler', async (request) => {
    request.language = resolveLanguage(request);
  });
});
