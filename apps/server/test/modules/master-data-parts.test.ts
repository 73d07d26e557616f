import type { PartRow } from '@portal/contract/master-data';
import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let admin: string;
let supplierA: string;

beforeAll(async () => {
  admin = await t().login('admin');
  supplierA = await t().login('supplier.a');
});

describe('POST /materials/query', () => {
  it('smoke', async () => {
    const reply = await t().call(endpoints.materialsQuery, { token: admin, body: { size: 5 } });
    console.log(JSON.stringify(reply).slice(0, 800));
    expect(reply.code).toBe(200);
    const s = await t().call(endpoints.materialsQuery, {
      token: supplierA,
      body: { size: 5, supplierCode: 'S100105' },
    });
    console.log(
      s.data.total,
      s.data.data.map((r: PartRow) => r.supplierCode),
    );
    const download = await t().request(endpoints.materialsDownload, {
      token: supplierA,
      query: { supplierCode: 'S100105' },
    });
    const rows = sheetRows(await workbookOf(download));
    console.log(rows.length, rows.slice(0, 3));
  });
});
