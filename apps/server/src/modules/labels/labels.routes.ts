import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '@bondsight/contracts';
import { listCatalogueFiles, readLabels } from '@bondsight/labels';
import { notFound } from '../../lib/app-error';
import { route } from '../../plugins/endpoints';

/** Label texts for a module, or a module's repository, in the request's language. */
const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const labelsOf = (
    language: Language,
    module: string,
    repository: string | undefined,
    showKeys: boolean,
  ) => {
    const labels = readLabels(language, module, repository);
    if (!labels) throw notFound();
    return {
      language,
      module,
      repository: repository ?? null,
      labels: showKeys ? Object.fromEntries(Object.keys(labels).map((k) => [k, k])) : labels,
    };
  };
  // The whole catalogue of a language (65 KB of JSON, 19 KB compressed) in one answer: a page
  // draws after one labels request instead of one per module. Kept compressed per language.
  route(app, 'GET /api/labels/', async (request, reply) => {
    const showKeys = request.query.show_labels === '1';
    return app.cachedAnswer(request, reply, `labels ${showKeys}`, async () => {
      const namespaces: Record<string, Record<string, string>> = {};
      for (const file of listCatalogueFiles(request.language)) {
        const [module, repository] = file.replace(/\.json$/, '').split('/');
        const { labels } = labelsOf(request.language, module!, repository, showKeys);
        namespaces[repository ? `${module}.${repository}` : module!] = labels;
      }
      return { language: request.language, namespaces };
    });
  });
  route(app, 'GET /api/labels/:module/', async (request) =>
    labelsOf(request.language, request.params.module, undefined, request.query.show_labels === '1'),
  );
  route(app, 'GET /api/labels/:module/:repository/', async (request) =>
    labelsOf(
      request.language,
      request.params.module,
      request.params.repository,
      request.query.show_labels === '1',
    ),
  );
};

export default labelsRoutes;
