import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  LabelsParams,
  LabelsQuery,
  LabelsResponse,
  type Language,
} from '@bondsight/contracts';
import { readLabels } from '@bondsight/labels';
import { notFound } from '../../lib/app-error';

/** Label texts for a module, or a module's repository, in the request's language. */
const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['labels'],
    querystring: LabelsQuery,
    response: { 200: LabelsResponse, 404: ErrorBody },
  };
  const handler = async (request: {
    params: { module: string; repository?: string | undefined };
    query: { show_labels?: '0' | '1' | undefined };
    language: Language;
  }) => {
    const { module, repository } = request.params;
    const labels = readLabels(request.language, module, repository);
    if (!labels) throw notFound();
    const showKeys = request.query.show_labels === '1';
    return {
      language: request.language,
      module,
      repository: repository ?? null,
      labels: showKeys ? Object.fromEntries(Object.keys(labels).map((k) => [k, k])) : labels,
    };
  };
  app.get(
    '/api/labels/:module/',
    { schema: { ...schema, params: LabelsParams.pick({ module: true }) } },
    handler,
  );
  app.get(
    '/api/labels/:module/:repository/',
    { schema: { ...schema, params: LabelsParams } },
    handler,
  );
};

export default labelsRoutes;
