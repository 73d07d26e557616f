import type { FastifyServerOptions } from 'fastify';

/** Structured JSON request logs; secrets never reach them. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.body.password',
        '*.password',
        '*.newPassword',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.replace(/([?&])_t=\d+/, '$1').replace(/[?&]$/, ''),
        ip: request.ip,
      }),
    },
  };
}
