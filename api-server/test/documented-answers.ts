import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../src/http/openapi.js';

type Operation = {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
};

/**
 * Checks every JSON answer of 200 against the schema the API's description documents for it
 * (issue 25): the document is made from the same structs as the client's checks, so a mismatch means
 * the description says something the server does not do. Returns the mismatches found so far.
 */
export function checkAnswersAgainstTheDocument(app: FastifyInstance): string[] {
  const mismatches: string[] = [];
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const validators = new Map<string, ValidateFunction | null>();
  let document: ReturnType<typeof openApiDocument> | undefined;
  const validatorOf = (method: string, url: string) => {
    const key = `${method} ${url}`;
    if (!validators.has(key)) {
      document ??= openApiDocument(app, 'test');
      const path = url.slice('/api'.length).replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[method.toLowerCase()] as Operation | undefined;
      const schema = operation?.responses['200']?.content?.['application/json']?.schema;
      // A named schema is a `$ref` into the document's `components`, compiled beside it.
      validators.set(key, schema ? ajv.compile({ ...schema, components: document.components }) : null);
    }
    return validators.get(key)!;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (reply.statusCode !== 200 || !url?.startsWith('/api/') || typeof payload !== 'string') return payload;
    const validate = validatorOf(request.method, url);
    if (validate && !validate(JSON.parse(payload)))
      mismatches.push(`${request.method} ${url}: ${ajv.errorsText(validate.errors)}`);
    return payload;
  });
  return mismatches;
}
