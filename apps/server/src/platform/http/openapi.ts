import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MODULE_NAMES } from '@portal/contract/all-endpoints';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeRoute } from './openapi-route.ts';

/** Tag of the routes that serve the web itself rather than a module (e.g. /config.json). */
export const PLATFORM_TAG = 'platform';

const withNamedSchemas = createJsonSchemaTransformObject({});

type DocumentObject = Parameters<typeof withNamedSchemas>[0];

/**
 * The document with the contract's named schemas (`.meta({ id })`, e.g. the recursive menu tree) as
 * components. zod marks each with `$schema` and an `$id` that is a fragment, which JSON Schema 2020-12
 * forbids; inside an OpenAPI document both are noise, so they go. The converter names each schema twice
 * (as request and as reply); the form no operation refers to is dropped.
 */
function transformObject(input: DocumentObject) {
  const document = withNamedSchemas(input);
  if (!('openapi' in document)) return document; // a Swagger 2 document: never what this app serves
  // the converter answers fresh objects, so they are trimmed in place
  const schemas: Record<string, object> = document.components?.schemas ?? {};
  const kept = referenced(schemas, document.paths);
  for (const [name, schema] of Object.entries(schemas)) {
    if (!kept.has(name)) delete schemas[name];
    else for (const key of ['$id', '$schema']) Reflect.deleteProperty(schema, key);
  }
  return document;
}

/** Names of the named schemas the operations refer to, directly or through another named schema. */
function referenced(schemas: Record<string, object>, paths: unknown): Set<string> {
  const kept = new Set<string>();
  let texts = [JSON.stringify(paths ?? {})];
  while (texts.length > 0) {
    const found = Object.keys(schemas).filter(
      (name) => !kept.has(name) && texts.some((text) => text.includes(`"#/components/schemas/${name}"`)),
    );
    for (const name of found) kept.add(name);
    texts = found.map((name) => JSON.stringify(schemas[name]));
  }
  return kept;
}

/** OpenAPI generated from the contract's zod schemas, browsable at `<API_BASE>/docs`. */
export async function installOpenApi(app: FastifyInstance, apiBase: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Supplier collaboration portal API',
        description:
          'Every JSON reply is an envelope { code, msg, data } with HTTP 200: code 200 success, 88 confirm, ' +
          '99 HTML message, 999 session missing or expired, anything else an error whose msg is shown. ' +
          "Send the session token from /user/login as the Authorization header. The ERP's calls (/erp/...) " +
          'send their API key as X-Api-Key instead.',
        version: '1.0.0',
      },
      // the portal serves its API and its web from one origin, wherever it is deployed
      servers: [{ url: '/', description: 'the portal this document was fetched from' }],
      tags: [
        ...MODULE_NAMES.map((name) => ({ name })),
        { name: PLATFORM_TAG, description: 'what the web loads before its first call' },
      ],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization' },
          erpApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ session: [] }],
    },
    transform: describeRoute,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs` });
}
