import { ReplyCode } from '@portal/contract/common';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handleError } from '../../src/platform/http/error-handler.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('the error handler', () => {
  it('answers a number its column cannot hold (PostgreSQL 22003) in words, as a validation error', async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.get('/overflow', async () => {
      await t().db.execute(sql`select 12345678901234::numeric(18, 5)`);
      return 'unreachable';
    });
    const reply = await app.inject({ url: '/overflow' });
    expect(reply.statusCode).toBe(200);
    // no locale hook on this bare app: the default language
    expect(reply.json()).toEqual({
      code: ReplyCode.validation,
      msg: '数值超出该字段允许的范围，请检查输入',
      data: null,
    });
    await app.close();
  });
});

describe('a URL the router cannot read', () => {
  it('answers the envelope in the caller language, not HTTP 400 or 414', async () => {
    const token = await t().login('superadmin');
    for (const path of ['/rs/%E0%A4%A', '/rs/%', `/rs/${'9'.repeat(120)}`]) {
      const reply = await t().app.inject({
        method: 'GET',
        url: `${t().apiBase}${path}`,
        headers: { authorization: token, 'accept-language': 'th' },
      });
      expect(reply.statusCode, path).toBe(200);
      expect(reply.headers['content-type'], path).toMatch(/^application\/json/);
      expect(reply.headers['cache-control'], path).toBe('no-store');
      expect(reply.json(), path).toEqual({ code: ReplyCode.validation, msg: 'รูปแบบคำขอไม่ถูกต้อง', data: null });
    }
  });
});
