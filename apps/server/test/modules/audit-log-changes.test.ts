import { asnEndpoints } from '@portal/contract/asn';
import { auditLogEndpoints } from '@portal/contract/audit-log';
import { companiesEndpoints } from '@portal/contract/companies';
import { erpInboundEndpoints } from '@portal/contract/erp-inbound';
import { masterDataEndpoints } from '@portal/contract/master-data';
import { rolesEndpoints } from '@portal/contract/roles';
import { usersEndpoints } from '@portal/contract/users';
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, companies, roles, type StoredChange, users } from '../../src/db/schema/index.ts';
import { runAs } from '../../src/platform/audit/actor.ts';
import { issueErpKey } from '../../src/platform/auth/api-key.ts';
import { companyIdOf } from '../helpers/arrange.ts';
import { uploadFile, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, buildAsnWorld } from './asn-world.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
let adcn = 0;

beforeAll(async () => {
  for (const user of ['admin', 'superadmin', 'scm']) tokens[user] = await t().login(user);
  adcn = await companyIdOf(t().db, 'ADCN');
});

/** The newest entry id now: a test reads the entries its own action wrote. */
async function lastEntryId(): Promise<number> {
  const [row] = await t()
    .db.select({ id: sql<number>`coalesce(max(${auditEntries.id}), 0)::int` })
    .from(auditEntries);
  return row?.id ?? 0;
}

/** The entries written after `since`, their changes as the portal reads them. */
async function entriesAfter(since: number, recordType?: string) {
  return t()
    .db.select({
      ...getTableColumns(auditEntries),
      changes: sql<StoredChange[]>`audit_readable(${auditEntries.changes})`,
    })
    .from(auditEntries)
    .where(and(gt(auditEntries.id, since), recordType ? eq(auditEntries.recordType, recordType) : undefined))
    .orderBy(asc(auditEntries.id));
}

async function idOf(table: typeof users | typeof roles, column: 'userCode' | 'roleName', value: string) {
  const found =
    table === users
      ? await t().db.select({ id: users.id }).from(users).where(eq(users.userCode, value))
      : await t().db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, value));
  if (!found[0]) throw new Error(`${column} ${value} is missing`);
  return found[0].id;
}

describe('entries of administration changes', () => {
  it("starts with the demo administrator's two changes: the seed's own rows are no one's changes", async () => {
    const seeded = await t()
      .db.select({ actor: auditEntries.actor, recordKey: auditEntries.recordKey })
      .from(auditEntries);
    expect(seeded).toEqual([
      { actor: 'admin', recordKey: 'ADCN' },
      { actor: 'admin', recordKey: 'scm' },
    ]);
  });

  it("records a company's tax rate and one tolerance changed, once, with old and new values", async () => {
    const before = await t().call(companiesEndpoints.getTaxInfo, {
      token: tokens.admin,
      query: { id: String(adcn) },
    });
    const since = await lastEntryId();
    const { taxTolerances, amountTolerances } = before.data;
    const reply = await t().call(companiesEndpoints.updateCompanyTaxInfo, {
      token: tokens.admin,
      body: {
        companyId: adcn,
        taxRate: '8.5',
        totalAmountTolerance: before.data.totalAmountTolerance,
        unitPriceTolerance: before.data.unitPriceTolerance,
        taxTolerances,
        amountTolerances: [...amountTolerances, { currency: 'EUR', toleranceAmount: '2' }],
      },
    });
    expect(reply.code).toBe(200);
    const written = await entriesAfter(since);
    expect(
      written.map((entry) => [entry.recordType, entry.action, entry.subjectType, entry.subjectKey]),
    ).toEqual([
      ['company', 'update', null, null],
      ['tolerance', 'create', 'tolerance', 'amount / EUR'],
    ]);
    expect(written[0]).toMatchObject({
      actor: 'admin',
      recordId: adcn,
      recordKey: 'ADCN',
      buyerCompanyId: adcn,
      changes: [{ f: 'tax_rate', o: '13.00', n: '8.50' }],
    });
    expect(written[1]?.changes).toEqual([
      { f: 'currency', o: null, n: 'EUR' },
      { f: 'kind', o: null, n: 'amount' },
      { f: 'tolerance_amount', o: null, n: '2.00000' },
    ]);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const before = await t().call(companiesEndpoints.getTaxInfo, {
      token: tokens.admin,
      query: { id: String(adcn) },
    });
    const since = await lastEntryId();
    const { companyCode: _code, companyName: _name, ...values } = before.data;
    const reply = await t().call(companiesEndpoints.updateCompanyTaxInfo, {
      token: tokens.admin,
      body: { ...values, companyId: adcn },
    });
    expect(reply.code).toBe(200);
    expect(await entriesAfter(since)).toEqual([]);
  });

  it("records a user's role changed by name, once", async () => {
    const userId = await idOf(users, 'userCode', 'scm');
    const since = await lastEntryId();
    const give = (roleName: string) =>
      idOf(roles, 'roleName', roleName).then((roleId) =>
        t().call(usersEndpoints.userAndRole, { token: tokens.superadmin, body: { userId, roleId } }),
      );
    expect((await give('Adient-AP')).code).toBe(200);
    const written = await entriesAfter(since);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      actor: 'superadmin',
      recordType: 'user',
      recordId: userId,
      recordKey: 'scm',
      action: 'update',
      changes: [{ f: 'role', o: 'Adient-SCM', n: 'Adient-AP' }],
      buyerCompanyId: null,
      supplierCompanyId: null,
    });
    expect((await give('Adient-SCM')).code).toBe(200);
  });

  it("records a role's permissions: the menus and buttons added or taken, none of those kept", async () => {
    const tree = await t().call(rolesEndpoints.getFunction, { token: tokens.admin });
    const ids: Record<string, number> = {};
    const walk = (nodes: typeof tree.data): void => {
      for (const node of nodes) {
        ids[node.resourcesCode] = node.resourcesId;
        for (const button of node.buttons) ids[button.buttonCode] = button.buttonId;
        walk(node.children ?? []);
      }
    };
    walk(tree.data);
    const functions = (menus: string[], buttons: string[] = []) => ({
      resourcesIds: menus.map((code) => ids[code] ?? -1),
      buttonIds: buttons.map((code) => ids[code] ?? -1),
    });
    const save = (body: Record<string, unknown>) =>
      t().call(rolesEndpoints.saveOrUpdate, { token: tokens.admin, body: body as never });
    const created = await save({
      role: { roleName: 'Audit Probe' },
      functions: functions(['dashboard', 'grManagement', 'gr']),
    });
    expect(created.msg).toBe('Saved successfully');
    const roleId = await idOf(roles, 'roleName', 'Audit Probe');
    const since = await lastEntryId();
    const reply = await save({
      role: { roleId, roleName: 'Audit Probe' },
      functions: functions(['dashboard', 'asnManagement', 'asnQuery'], ['cancelAsn']),
    });
    expect(reply.code).toBe(200);
    const written = await entriesAfter(since);
    expect(written.every((entry) => entry.recordType === 'role' && entry.recordId === roleId)).toBe(true);
    const described = written
      .map((entry) => `${entry.action} ${entry.subjectType} ${entry.subjectKey}`)
      .sort();
    expect(described).toContain('create menu asnQuery');
    expect(described).toContain('delete menu gr');
    expect(described).toContain('create button cancelAsn');
    expect(described.some((text) => text.endsWith(' dashboard'))).toBe(false);
  });

  it('leaves no entry of a change rolled back', async () => {
    const since = await lastEntryId();
    await expect(
      runAs('admin', () =>
        t().db.transaction(async (tx) => {
          await tx.update(companies).set({ taxRate: '1' }).where(eq(companies.id, adcn));
          throw new Error('changed my mind');
        }),
      ),
    ).rejects.toThrow('changed my mind');
    expect(await entriesAfter(since)).toEqual([]);
  });

  it('refuses to change or remove an entry', async () => {
    const [entry] = await t().db.select().from(auditEntries).limit(1);
    await expect(
      t().db.execute(sql`update audit_entries set actor = 'x' where id = ${entry?.id ?? 0}`),
    ).rejects.toThrow();
    await expect(
      t().db.execute(sql`delete from audit_entries where id = ${entry?.id ?? 0}`),
    ).rejects.toThrow();
  });

  it('writes one entry with the counts for a master-data upload, none per row', async () => {
    const since = await lastEntryId();
    const header = [
      'Container Code',
      'Container Type',
      'Max Load (KG)',
      'Foldable (Y/N)',
      'Outside Length (MM)',
      'Outside Width (MM)',
      'Outside Height (MM)',
      'Weight (KG)',
      'Material',
    ];
    const file = await xlsxFile(header, [
      ['AUD-1', 'Carton'],
      ['AUD-2', 'Pallet'],
    ]);
    const reply = await uploadFile(t(), masterDataEndpoints.containerUpload, tokens.scm, file);
    expect(reply).toEqual({ code: 200, msg: 'success', data: { inserted: 2, updated: 0 } });
    const written = await entriesAfter(since);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      actor: 'scm',
      recordType: 'container',
      action: 'upload',
      recordKey: 'Container.xlsx',
      summary: { inserted: 2, updated: 0 },
    });
    const shown = await t().call(auditLogEndpoints.query, {
      token: tokens.admin,
      body: { recordType: 'container', actor: 'scm' },
      locale: 'cn',
    });
    expect(shown.data.data[0]).toMatchObject({ actionView: '上传', summary: '新增 2 条，更新 0 条' });
  });
});

describe('entries of documents', () => {
  it('records an ASN sent (its status and lines) and the schedule line it ships, with both parties', async () => {
    const world = await buildAsnWorld(t().db);
    const supplier = await t().login(world.accounts.supplier1);
    const target = world.lines['R2:PO-1']?.[0] ?? 0;
    const saved = await t().call(asnEndpoints.saveOrUpdateDraftAsn, {
      token: supplier,
      body: asnBody([[target, '10']]),
    });
    const asnHeaderId = saved.data.asnHeader.asnHeaderId ?? 0;
    const since = await lastEntryId();
    expect(
      (
        await t().call(asnEndpoints.sendAsn, {
          token: supplier,
          body: asnBody([[target, '10']], { asnHeaderId }),
        })
      ).code,
    ).toBe(200);
    const asn = await entriesAfter(since, 'asn');
    const header = asn.filter((entry) => entry.subjectType === null);
    expect(header).toHaveLength(1);
    expect(header[0]).toMatchObject({
      actor: world.accounts.supplier1,
      recordId: asnHeaderId,
      action: 'update',
    });
    expect(header[0]?.changes).toContainEqual({ f: 'status', o: 'Draft', n: 'Submitted' });
    expect(header[0]?.supplierCompanyId).toBe(world.ids.SS01);
    const line = await entriesAfter(since, 'scheduleLine');
    expect(line.filter((entry) => entry.recordId === target)).toHaveLength(1);
    expect(line.find((entry) => entry.recordId === target)?.changes).toContainEqual({
      f: 'asn_qty',
      o: '0.00000',
      n: '10.00000',
    });
  });

  it("records the ERP's goods receipt as the ERP's change of the ASN received, once per line", async () => {
    const asn = await t().db.execute<{
      id: number;
      asn_no: string;
      buyer: string;
      plant: string;
      supplier: string;
    }>(sql`
      select h.id::int as id, h.asn_no, b.company_code as buyer, h.ship_to_plant_code as plant, s.company_code as supplier
        from asn_headers h join companies b on b.id = h.buyer_company_id
        join companies s on s.id = h.supplier_company_id
       where h.status = 'Success' and s.company_code = 'S100101' order by h.id limit 1`);
    const target = asn.rows[0];
    if (!target) throw new Error('the demo data has a Success ASN of S100101');
    const part = await t().db.execute<{ part_no: string }>(sql`
      select part_no from parts where supplier_company_id = (select id from companies where company_code = 'S100101')
       limit 1`);
    const key = (await issueErpKey(t().db, 'audit-gr-test')).key;
    const since = await lastEntryId();
    const reply = await t().call(erpInboundEndpoints.goodsReceipt, {
      body: {
        grNo: 'GR-AUDIT-1',
        grDate: '2026-11-12',
        buyerCompanyCode: target.buyer,
        shipToPlant: target.plant,
        supplierCode: target.supplier,
        asnNo: target.asn_no,
        lines: [
          {
            grLineNo: '1',
            orderNo: 'PO-AUDIT',
            poLineNo: '10',
            partNo: part.rows[0]?.part_no ?? '',
            qty: '5',
            currency: 'CNY',
            grUnitPrice: '2.5',
          },
        ],
      },
      headers: { 'x-api-key': key },
    });
    expect(reply.code).toBe(200);
    const written = await entriesAfter(since, 'asn');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      actor: 'ERP',
      recordId: target.id,
      recordKey: target.asn_no,
      subjectType: 'receipt',
      subjectKey: 'GR-AUDIT-1 / 1',
      action: 'create',
    });
    expect(written[0]?.changes).toContainEqual({ f: 'qty', o: null, n: '5.00000' });
  });

  it("records the ERP's payment of an invoice as the ERP's change, once", async () => {
    const found = await t().db.execute<{
      id: number;
      invoice_no: string;
      buyer: string;
      supplier: string;
    }>(sql`
      select h.id::int as id, h.invoice_no, b.company_code as buyer, s.company_code as supplier
        from invoice_headers h join companies b on b.id = h.buyer_company_id
        join companies s on s.id = h.supplier_company_id
       where h.status = 'Posted' order by h.id limit 1`);
    const invoice = found.rows[0];
    if (!invoice) throw new Error('the demo data has a Posted invoice');
    const key = (await issueErpKey(t().db, 'audit-test')).key;
    const since = await lastEntryId();
    const reply = await t().call(erpInboundEndpoints.invoicePayment, {
      body: {
        buyerCompanyCode: invoice.buyer,
        supplierCode: invoice.supplier,
        invoiceNo: invoice.invoice_no,
        paymentDate: '2099-01-15',
      },
      headers: { 'x-api-key': key },
    });
    expect(reply.code).toBe(200);
    const written = (await entriesAfter(since, 'invoice')).filter((entry) => entry.recordId === invoice.id);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ actor: 'ERP', action: 'update', recordKey: invoice.invoice_no });
    expect(written[0]?.changes).toEqual(
      expect.arrayContaining([
        { f: 'payment_date', o: null, n: '2099-01-15' },
        { f: 'status', o: 'Posted', n: 'Paid' },
      ]),
    );
  });
});
