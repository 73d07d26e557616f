import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas, browsable at `<API_BASE>/docs`. */
export async function installOpenApi(app: FastifyInstance, apiBase: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Supplier collaboration portal API',
        description:
          'Every JSON reply is an envelope { code, msg, data } with HTTP 200: code 200 success, 88 confirm, ' +
          '99 HTML message, 999 session missing or expired, anything else an error whose msg is shown. ' +
          "Send the session token from /user/login as the Authorization header. The ERP's calls (/erp/...) " +
          'send their API key as X-Api-Key instead.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization' },
          erpApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs` });
}
