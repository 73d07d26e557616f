import { auditLogEndpoints } from '@portal/contract/audit-log';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncReferenceData } from '../../src/db/seed/reference.ts';
import { companyIdOf, createUser } from '../helpers/arrange.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { query, download, timeline } = auditLogEndpoints;
const tokens: Record<string, string> = {};
let adcn = 0;
/** An ASN of supplier.a's supplier and one of another supplier, each with an entry. */
const asns = { own: 0, other: 0 };

async function asnOf(supplierFilter: ReturnType<typeof sql>): Promise<number> {
  const found = await t().db.execute<{ id: number }>(sql`
    select h.id::int as id from asn_headers h join companies s on s.id = h.supplier_company_id
     where ${supplierFilter} order by h.id limit 1`);
  const id = found.rows[0]?.id;
  if (!id) throw new Error('the demo data has ASNs of both suppliers');
  return id;
}

beforeAll(async () => {
  const { db } = t();
  adcn = await companyIdOf(db, 'ADCN');
  await createUser(db, {
    userCode: 'audit.th',
    userType: 'B',
    companyIds: [await companyIdOf(db, 'ADTH')],
    role: 'Adient-Admin',
  });
  asns.own = await asnOf(sql`s.company_code = 'S100101'`);
  asns.other = await asnOf(sql`s.company_code <> 'S100101'`);
  await db.execute(
    sql`update asn_headers set ack_remarks = 'checked by audit test' where id in (${asns.own}, ${asns.other})`,
  );
  for (const user of ['admin', 'scm', 'supplier.a', 'audit.th']) tokens[user] = await t().login(user);
});

const timelineOf = (user: string, recordType: string, recordId: number, locale: 'cn' | 'en' | 'th' = 'en') =>
  t().call(timeline, { token: tokens[user], body: { recordType, recordId } as never, locale });

describe('POST /auditLog/query', () => {
  it("lists the demo administrator's changes right after the seed, newest first, in the caller's language", async () => {
    const reply = await t().call(query, { token: tokens.admin, body: { actor: 'admin' }, locale: 'cn' });
    expect(reply.code).toBe(200);
    const company = reply.data.data.find((row) => row.recordType === 'company' && row.recordKey === 'ADCN');
    expect(company).toMatchObject({
      actor: 'admin',
      recordTypeView: '公司',
      actionView: '修改',
      changes: [{ field: 'tax_rate', label: '税率', oldValue: '12.00', newValue: '13.00' }],
    });
    expect(company?.changedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const user = reply.data.data.find((row) => row.recordType === 'user' && row.recordKey === 'scm');
    expect(user?.changes).toEqual([
      { field: 'role', label: '角色', oldValue: 'Adient-AP', newValue: 'Adient-SCM' },
    ]);
    const ids = reply.data.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by record type and part of the record key, and pages', async () => {
    const reply = await t().call(query, {
      token: tokens.admin,
      body: { recordType: 'company', recordKey: 'adc', size: 1 },
    });
    expect(reply.data.data).toHaveLength(1);
    expect(reply.data.data[0]).toMatchObject({ recordType: 'company', recordKey: 'ADCN' });
    expect(reply.data.pages).toBe(reply.data.total);
  });

  it('refuses a buyer without the menu and a supplier', async () => {
    expect((await t().call(query, { token: tokens.scm, body: {} })).code).toBe(403);
    expect((await t().call(query, { token: tokens['supplier.a'], body: {} })).code).toBe(403);
  });

  it("shows a buyer of another company none of ADCN's entries", async () => {
    const reply = await t().call(query, { token: tokens['audit.th'], body: { recordKey: 'ADCN' } });
    expect(reply.code).toBe(200);
    expect(reply.data.data.filter((row) => row.recordType === 'company')).toEqual([]);
  });
});

describe('GET /auditLog/download', () => {
  it('streams AuditLog.xlsx with the filtered rows in the list order', async () => {
    const filters = { actor: 'admin', recordType: 'company' };
    const listed = await t().call(query, { token: tokens.admin, body: filters });
    const response = await t().request(download, { token: tokens.admin, query: filters });
    expect(response.headers['content-disposition']).toContain('AuditLog.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]?.slice(0, 5)).toEqual(['Changed At', 'Changed By', 'Name', 'Record Type', 'Record']);
    expect(rows.slice(1).map((row) => row[4])).toEqual(listed.data.data.map((row) => row.recordKey));
    expect(rows[1]?.[7]).toBe('Tax Rate: 12.00 → 13.00');
  });

  it('answers "no data" rather than an empty file, and refuses a supplier', async () => {
    const none = await t().call(download, { token: tokens.admin, query: { actor: 'nobody-at-all' } });
    expect(none).toMatchObject({ code: 200, data: null });
    expect((await t().call(download, { token: tokens['supplier.a'], query: {} })).code).toBe(403);
  });
});

describe('POST /auditLog/timeline', () => {
  it("answers a company's entries, its tolerances with them, to a buyer who reads companies", async () => {
    const reply = await timelineOf('admin', 'company', adcn, 'th');
    expect(reply.code).toBe(200);
    expect(reply.data.data[0]).toMatchObject({ recordKey: 'ADCN', recordTypeView: 'บริษัท' });
  });

  it('shows a supplier the entries of its own documents only', async () => {
    const own = await timelineOf('supplier.a', 'asn', asns.own);
    expect(own.code).toBe(200);
    expect(own.data.data[0]?.changes).toContainEqual(
      expect.objectContaining({ field: 'ack_remarks', newValue: 'checked by audit test' }),
    );
    const other = await timelineOf('supplier.a', 'asn', asns.other);
    expect(other.code).toBe(200);
    expect(other.data).toEqual({ data: [], total: 0, pages: 0 });
  });

  it("never shows a supplier an administration record's entries", async () => {
    const reply = await timelineOf('supplier.a', 'company', adcn, 'cn');
    expect(reply).toEqual({ code: 403, msg: '供应商只能查看自己单据的变更记录', data: null });
  });

  it("refuses whoever may not read the record's list, and shows another buyer nothing of ADCN", async () => {
    expect((await timelineOf('scm', 'user', 1)).code).toBe(403);
    const elsewhere = await timelineOf('audit.th', 'company', adcn);
    expect(elsewhere.data.total).toBe(0);
  });
});

describe('the Audit Log menu on a database created before it', () => {
  it('goes to the seeded roles that list it (Adient-Admin), not to the others, once', async () => {
    const { db } = t();
    const holders = async () =>
      (
        await db.execute<{ role_name: string }>(sql`
          select r.role_name from role_resources rr join roles r on r.id = rr.role_id
            join resources m on m.id = rr.resource_id
           where m.resources_code = 'auditLog' order by r.role_name`)
      ).rows.map((row) => row.role_name);
    expect(await holders()).toEqual(['Adient-Admin', 'SupperAdmin']);
    await db.execute(
      sql`delete from role_resources where resource_id = (select id from resources where resources_code = 'auditLog')`,
    );
    await db.execute(sql`delete from resources where resources_code = 'auditLog'`);
    await syncReferenceData(db);
    expect(await holders()).toEqual(['Adient-Admin', 'SupperAdmin']);
    // an administrator who takes it away keeps it away: the menu is no longer new
    await db.execute(sql`
      delete from role_resources where role_id = (select id from roles where role_name = 'Adient-Admin')
         and resource_id = (select id from resources where resources_code = 'auditLog')`);
    await syncReferenceData(db);
    expect(await holders()).toEqual(['SupperAdmin']);
  });
});
