import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
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
