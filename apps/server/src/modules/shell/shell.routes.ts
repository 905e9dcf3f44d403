import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTL_LOCALE, ShellConfig } from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import { pageGlobals } from '../auth/page-globals';
import { loadTemplate, renderPage } from '../pages/html-template';
import * as service from './shell.service';

/** The pages the shell adds to the web app; access to their data is checked by their API. */
const SHELL_PAGES: Record<string, string> = {
  '/admin/': 'admin_title',
  '/tickets/': 'tickets_title',
};

/** The shell's own data (menu, house banner, mobile-app links) and its two pages. */
const shellRoutes: FastifyPluginAsyncZod<{ production: boolean }> = async (app, opts) => {
  app.get(
    '/api/shell/',
    {
      schema: {
        tags: ['shell'],
        summary: 'Main menu, house banner and mobile-app links (operator settings or defaults)',
        response: { 200: ShellConfig },
      },
    },
    async (request) => service.getShellConfig(app.db, request.language, request.log),
  );

  let cached: string | null = null;
  const template = () => (opts.production ? (cached ??= loadTemplate()) : loadTemplate());
  for (const [path, titleKey] of Object.entries(SHELL_PAGES)) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const common = readLabels(request.language, 'common') ?? {};
      const shell = readLabels(request.language, 'shell') ?? {};
      const appName = common.app_name ?? 'Bondsight';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          renderPage(template(), {
            title: `${shell[titleKey] ?? titleKey} — ${appName}`,
            description: common.app_tagline ?? '',
            htmlLang: INTL_LOCALE[request.language],
            globals: pageGlobals(request),
          }),
        );
    });
  }
};

export default shellRoutes;
