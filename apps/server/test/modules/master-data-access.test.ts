import type { EndpointDef } from '@portal/contract/endpoint';
import { methodsOf } from '@portal/contract/endpoint';
import { masterDataEndpoints } from '@portal/contract/master-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/db/schema/index.ts';
import { companyIdOf, createUser } from '../helpers/arrange.ts';
import { xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const endpoints: Array<[string, EndpointDef]> = Object.entries(masterDataEndpoints);

/** Calls an endpoint as the web would, a one-row file for uploads; answers the envelope. */
async function send(endpoint: EndpointDef, token: string | undefined) {
  if (endpoint.kind === 'upload') {
    const form = new FormData();
    form.append('file', new Blob([await xlsxFile(['x'], [['y']])]), 'file.xlsx');
    const response = await t().app.inject({
      method: 'POST',
      url: `${t().apiBase}${endpoint.path}`,
      payload: form,
      headers: { authorization: token ?? '', 'accept-language': 'en' },
    });
    return response.json<{ code: number; msg: string }>();
  }
  const method = methodsOf(endpoint)[0] ?? 'GET';
  const response = await t().app.inject({
    method,
    url: `${t().apiBase}${endpoint.path}`,
    headers: { authorization: token ?? '', 'accept-language': 'en' },
    ...(method === 'POST' && endpoint.kind === 'json' ? { payload: {} } : {}),
  });
  return response.json<{ code: number; msg: string }>();
}

beforeAll(async () => {
  // a buyer whose role holds no master-data menu or button
  await t().db.insert(roles).values({ roleName: 'Dashboard Only', roleDescription: 'no master data' });
  await createUser(t().db, {
    userCode: 'viewer',
    userType: 'B',
    companyIds: [await companyIdOf(t().db, 'ADCN')],
    role: 'Dashboard Only',
  });
  tokens.viewer = await t().login('viewer');
  tokens.supplier = await t().login('supplier.a');
});

describe('master-data access', () => {
  it.each(endpoints)('%s is refused to a role without its permission', async (_name, endpoint) => {
    expect(await send(endpoint, tokens.viewer)).toMatchObject({ code: 403 });
  });

  it.each(endpoints.filter(([, endpoint]) => endpoint.scope === 'buyerOnly'))(
    '%s (a write) is refused to supplier users',
    async (_name, endpoint) => {
      expect(await send(endpoint, tokens.supplier)).toMatchObject({
        code: 403,
        msg: 'Supplier users cannot perform this action',
      });
    },
  );
});
