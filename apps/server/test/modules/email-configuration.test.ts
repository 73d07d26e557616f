import {
  ALERT_TEXTS,
  ALERT_TYPES,
  type AlertType,
  type EmailConfigurationRow,
  emailConfigurationEndpoints,
} from '@portal/contract/email-configuration';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emailConfigurationSuppliers,
  emailConfigurations,
  mailOutbox,
  relationships,
  resources,
  roleResources,
  roles,
  users,
} from '../../src/db/schema/index.ts';
import { companyIdOf, createUser } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { query, status, configuration, suppliers, testMail } = emailConfigurationEndpoints;

const FORBIDDEN = { code: 403, msg: 'You do not have permission for this action', data: null };
/** another buyer's configuration is answered as one that does not exist, naming no other company */
const MISSING = { code: 404, msg: 'The email configuration does not exist', data: null };
const BUYER_ONLY = { code: 403, msg: 'Supplier users cannot perform this action', data: null };
const ADCN_SUPPLIERS = ['S100101', 'S100102', 'S100103', 'S100104', 'S100108'];
const ADTH_SUPPLIERS = ['S100101', 'S100105', 'S100106', 'S100107', 'S100109'];

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

/** The seeded configuration of a demo buyer and alert type. */
async function configId(buyer: 'ADCN' | 'ADTH', alertType: AlertType): Promise<number> {
  const [row] = await t()
    .db.select({ id: emailConfigurations.id })
    .from(emailConfigurations)
    .where(
      and(
        eq(emailConfigurations.buyerCompanyId, ids[buyer] ?? 0),
        eq(emailConfigurations.alertType, alertType),
      ),
    );
  if (!row) throw new Error(`no ${buyer} ${alertType} configuration`);
  return row.id;
}

async function configRow(id: number) {
  const [row] = await t().db.select().from(emailConfigurations).where(eq(emailConfigurations.id, id));
  return row;
}

/** Supplier codes linked to a configuration, in code order (straight from the table). */
async function linkedCodes(id: number): Promise<string[]> {
  const result = await t().db.execute<{ code: string }>(sql`
    select c.company_code as code from email_configuration_suppliers l join companies c on c.id = l.supplier_company_id
     where l.email_configuration_id = ${id} order by c.company_code`);
  return result.rows.map((row) => row.code);
}

async function setStatusInDb(id: number, configStatus: 'Active' | 'Inactive') {
  await t().db.update(emailConfigurations).set({ configStatus }).where(eq(emailConfigurations.id, id));
}

async function setRelationship(buyer: string, supplier: string, relationStatus: 'A' | 'I') {
  await t()
    .db.update(relationships)
    .set({ status: relationStatus })
    .where(
      and(
        eq(relationships.buyerCompanyId, ids[buyer] ?? 0),
        eq(relationships.supplierCompanyId, ids[supplier] ?? 0),
      ),
    );
}

/** A buyer role holding the Email Configuration screen but not the emailConfigaration button. */
async function createScreenOnlyUser(): Promise<void> {
  const { db } = t();
  const [role] = await db.insert(roles).values({ roleName: 'Email-Viewer' }).returning({ id: roles.id });
  const menus = await db
    .select({ id: resources.id, code: resources.resourcesCode })
    .from(resources)
    .where(sql`${resources.resourcesCode} in ('masterData', 'emailConfiguration')`);
  await db.insert(roleResources).values(
    menus.map((menu) => ({
      roleId: role?.id ?? 0,
      resourceId: menu.id,
      halfChecked: menu.code === 'masterData',
    })),
  );
  await createUser(db, {
    userCode: 'viewer',
    userType: 'B',
    companyIds: [ids.ADCN ?? 0],
    role: 'Email-Viewer',
  });
}

const rowKey = (row: EmailConfigurationRow) => `${row.buyerCompanyCode}/${row.alertType}`;

beforeAll(async () => {
  const { db } = t();
  for (const code of ['ADCN', 'ADTH', 'S100101', 'S100102', 'S100104', 'S100105', 'S100110']) {
    ids[code] = await companyIdOf(db, code);
  }
  await createScreenOnlyUser();
  for (const user of ['admin', 'superadmin', 'scm', 'ap', 'supplier.a', 'supplier.b', 'viewer']) {
    tokens[user] = await t().login(user);
  }
});

describe('POST /emailConfiguration/query', () => {
  it('lists one row per alert of each buyer the caller works for, in alert order, texts in the caller language', async () => {
    const first = await t().call(query, { token: tokens.admin, body: {} });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ total: 2 * ALERT_TYPES.length, pages: 2 });
    const second = await t().call(query, { token: tokens.admin, body: { pageNo: 2 } });
    expect([...first.data.data, ...second.data.data].map(rowKey)).toEqual([
      ...ALERT_TYPES.map((type) => `ADCN/${type}`),
      ...ALERT_TYPES.map((type) => `ADTH/${type}`),
    ]);
    expect(first.data.data[0]).toEqual({
      emailConfigurationId: await configId('ADCN', 'scheduleReleased'),
      buyerCompanyId: ids.ADCN,
      buyerCompanyCode: 'ADCN',
      alertType: 'scheduleReleased',
      emailAlertContent: ALERT_TEXTS.scheduleReleased.en,
      configStatus: 'Active',
    });
    const thai = await t().call(query, { token: tokens.admin, body: { size: 3 }, locale: 'th' });
    expect(thai.data.data.map((row) => row.emailAlertContent)).toEqual(
      ALERT_TYPES.slice(0, 3).map((type) => ALERT_TEXTS[type].th),
    );
    const chinese = await t().call(query, { token: tokens.admin, body: { size: 1 }, locale: 'cn' });
    expect(chinese.data.data[0]?.emailAlertContent).toBe(ALERT_TEXTS.scheduleReleased.cn);
  });

  it('confines a buyer to its own buyer companies', async () => {
    const scm = await t().call(query, { token: tokens.scm, body: { size: 500 } });
    expect(scm.data.total).toBe(ALERT_TYPES.length);
    expect(new Set(scm.data.data.map((row) => row.buyerCompanyCode))).toEqual(new Set(['ADCN']));
    const asked = await t().call(query, { token: tokens.scm, body: { buyerCompanyId: ids.ADTH } });
    expect(asked.data).toEqual({ data: [], total: 0, pages: 0 });
  });

  it('filters by buyer company (also as picker text), ship-to plant and supplier codes', async () => {
    const keys = async (body: Record<string, unknown>) => {
      const reply = await t().call(query, { token: tokens.admin, body: { size: 500, ...body } });
      expect(reply.code).toBe(200);
      return [...new Set(reply.data.data.map((row) => row.buyerCompanyCode))];
    };
    expect(await keys({ buyerCompanyId: ids.ADTH })).toEqual(['ADTH']);
    expect(await keys({ buyerCompanyId: String(ids.ADCN) })).toEqual(['ADCN']);
    expect(await keys({ buyerPlantCode: 'RY01' })).toEqual(['ADTH']);
    expect(await keys({ buyerPlantCode: 'SH01' })).toEqual(['ADCN']);
    expect(await keys({ buyerPlantCode: 'XX99' })).toEqual([]);
    expect(await keys({ supplierCode: ['S100105'] })).toEqual(['ADTH']);
    expect(await keys({ supplierCode: ['S100101'] })).toEqual(['ADCN', 'ADTH']);
    expect(await keys({ supplierCode: ['S100102', 'S100106'] })).toEqual(['ADCN', 'ADTH']);
    expect(await keys({ supplierCode: ['S100110'] })).toEqual([]);
    expect(await keys({ buyerCompanyId: ids.ADCN, supplierCode: ['S100105'] })).toEqual([]);
  });

  it('filters by supplier codes through the links of each row', async () => {
    const id = await configId('ADCN', 'asnCancelled');
    const links = await t()
      .db.delete(emailConfigurationSuppliers)
      .where(eq(emailConfigurationSuppliers.emailConfigurationId, id))
      .returning();
    const reply = await t().call(query, {
      token: tokens.admin,
      body: { size: 500, buyerCompanyId: ids.ADCN, supplierCode: ['S100102'] },
    });
    expect(reply.data.data.map((row) => row.alertType)).toEqual(
      ALERT_TYPES.filter((type) => type !== 'asnCancelled'),
    );
    await t().db.insert(emailConfigurationSuppliers).values(links);
  });

  it('sorts by the alert text the caller reads, by status and by buyer code', async () => {
    const texts = ALERT_TYPES.map((type) => ALERT_TEXTS[type].th);
    // the database's own collation decides the expected order
    const ordered = await t().db.execute<{ text: string }>(
      sql`select x as text from unnest(array[${sql.join(
        texts.map((text) => sql`${text}`),
        sql`, `,
      )}]::text[]) x order by x`,
    );
    const expected = ordered.rows.map((row) => row.text);
    const sorted = async (sort: 'ASC' | 'DESC') =>
      (
        await t().call(query, {
          token: tokens.admin,
          body: { buyerCompanyId: ids.ADTH, sortName: 'emailAlertContent', sort },
          locale: 'th',
        })
      ).data.data.map((row) => row.emailAlertContent);
    expect(await sorted('ASC')).toEqual(expected);
    expect(await sorted('DESC')).toEqual([...expected].reverse());

    const inactive = await configId('ADTH', 'feedbackGiven');
    await setStatusInDb(inactive, 'Inactive');
    const byStatus = await t().call(query, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ADTH, sortName: 'configStatus', sort: 'DESC' },
    });
    expect(byStatus.data.data.map((row) => row.configStatus)).toEqual([
      'Inactive',
      ...Array(ALERT_TYPES.length - 1).fill('Active'),
    ]);
    await setStatusInDb(inactive, 'Active');

    const byBuyer = await t().call(query, {
      token: tokens.admin,
      body: { size: 1, sortName: 'buyerCompanyCode', sort: 'DESC' },
    });
    expect(byBuyer.data.data.map(rowKey)).toEqual(['ADTH/scheduleReleased']);
  });

  it('refuses a sortName off the list and bad filters, naming the field', async () => {
    expect(await t().call(query, { token: tokens.admin, body: { sortName: 'alert_type' } })).toEqual({
      code: 400,
      msg: 'Sorting by "alert_type" is not supported',
      data: null,
    });
    expect(await t().call(query, { token: tokens.admin, body: { buyerCompanyId: 'abc' } })).toMatchObject({
      code: 400,
      msg: /^Buyer: /,
    });
    expect(await t().call(query, { token: tokens.admin, body: { supplierCode: 'S100101' } })).toMatchObject({
      code: 400,
      msg: /^Supplier Code: /,
    });
  });

  it('shows a supplier only the alerts that list it, whatever the request asks', async () => {
    const own = await t().call(query, { token: tokens['supplier.b'], body: { size: 500 } });
    expect(own.data.data.map(rowKey)).toEqual(ALERT_TYPES.map((type) => `ADTH/${type}`));
    const foreign = await t().call(query, {
      token: tokens['supplier.b'],
      body: { size: 500, supplierCode: ['S100101', 'S100102'] },
    });
    expect(foreign.data.data.map(rowKey)).toEqual(own.data.data.map(rowKey));
    const otherBuyer = await t().call(query, {
      token: tokens['supplier.b'],
      body: { buyerCompanyId: ids.ADCN },
    });
    expect(otherBuyer.data.total).toBe(0);

    // supplier.a supplies both buyers; an unlinked alert and a prohibited relationship drop out
    const both = await t().call(query, { token: tokens['supplier.a'], body: { size: 500 } });
    expect(both.data.total).toBe(2 * ALERT_TYPES.length);
    const unlinked = await configId('ADCN', 'asnFailed');
    await t()
      .db.delete(emailConfigurationSuppliers)
      .where(
        and(
          eq(emailConfigurationSuppliers.emailConfigurationId, unlinked),
          eq(emailConfigurationSuppliers.supplierCompanyId, ids.S100101 ?? 0),
        ),
      );
    const fewer = await t().call(query, { token: tokens['supplier.a'], body: { size: 500 } });
    expect(fewer.data.data.map(rowKey)).not.toContain('ADCN/asnFailed');
    await setRelationship('ADTH', 'S100101', 'I');
    const adcnOnly = await t().call(query, { token: tokens['supplier.a'], body: { size: 500 } });
    expect(new Set(adcnOnly.data.data.map((row) => row.buyerCompanyCode))).toEqual(new Set(['ADCN']));
    await setRelationship('ADTH', 'S100101', 'A');
    await t()
      .db.insert(emailConfigurationSuppliers)
      .values({ emailConfigurationId: unlinked, supplierCompanyId: ids.S100101 ?? 0 });
  });

  it('is refused without the screen and without a session', async () => {
    expect(await t().call(query, { token: tokens.ap, body: {} })).toEqual(FORBIDDEN);
    expect(await t().call(query, { body: {} })).toMatchObject({ code: 999 });
  });

  it('gives a buyer company without configurations its alerts, Active and without suppliers', async () => {
    const { db } = t();
    const [buyer] = await db
      .execute<{ id: number }>(
        sql`insert into companies (company_code, company_name, company_type) values ('ZB77', 'New Buyer', 'B') returning id`,
      )
      .then((result) => result.rows);
    await createUser(db, {
      userCode: 'zb77.planner',
      userType: 'B',
      companyIds: [Number(buyer?.id)],
      role: 'Adient-SCM',
    });
    const token = await t().login('zb77.planner');
    const reply = await t().call(query, { token, body: {} });
    expect(reply.data.data.map(rowKey)).toEqual(ALERT_TYPES.map((type) => `ZB77/${type}`));
    expect(new Set(reply.data.data.map((row) => row.configStatus))).toEqual(new Set(['Active']));
    expect(await linkedCodes(reply.data.data[0]?.emailConfigurationId ?? 0)).toEqual([]);
  });
});

describe('POST /emailConfiguration/status', () => {
  it('switches an alert Inactive and back, recording who did it', async () => {
    const id = await configId('ADCN', 'scheduleConfirmed');
    const off = await t().call(status, {
      token: tokens.admin,
      body: { emailConfigurationId: id, configStatus: 'Inactive' },
    });
    expect(off).toEqual({ code: 200, msg: 'Deactivated successfully', data: null });
    expect(await configRow(id)).toMatchObject({ configStatus: 'Inactive', updatedBy: 'admin' });
    const on = await t().call(status, {
      token: tokens.scm,
      body: { emailConfigurationId: id, configStatus: 'Active' },
      locale: 'cn',
    });
    expect(on).toEqual({ code: 200, msg: '已启用', data: null });
    expect(await configRow(id)).toMatchObject({ configStatus: 'Active', updatedBy: 'scm' });
  });

  it('refuses the status the row already has (someone was first) and changes nothing', async () => {
    const id = await configId('ADCN', 'feedbackGiven');
    expect(
      await t().call(status, {
        token: tokens.admin,
        body: { emailConfigurationId: id, configStatus: 'Active' },
      }),
    ).toEqual({ code: 409, msg: 'The email configuration is already Active', data: null });
    expect(await configRow(id)).toMatchObject({ configStatus: 'Active', updatedBy: 'system' });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        t().call(status, {
          token: tokens.admin,
          body: { emailConfigurationId: id, configStatus: 'Inactive' },
        }),
      ),
    );
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409, 409, 409]);
    await setStatusInDb(id, 'Active');
  });

  it('refuses foreign buyers, suppliers, roles without the screen, unknown ids and bad values', async () => {
    const adth = await configId('ADTH', 'asnFailed');
    expect(
      await t().call(status, {
        token: tokens.scm,
        body: { emailConfigurationId: adth, configStatus: 'Inactive' },
      }),
    ).toEqual(MISSING);
    expect(
      await t().call(status, {
        token: tokens['supplier.b'],
        body: { emailConfigurationId: adth, configStatus: 'Inactive' },
      }),
    ).toEqual(BUYER_ONLY);
    expect(
      await t().call(status, {
        token: tokens.ap,
        body: { emailConfigurationId: adth, configStatus: 'Inactive' },
      }),
    ).toEqual(FORBIDDEN);
    expect(
      await t().call(status, {
        token: tokens.admin,
        body: { emailConfigurationId: 987654, configStatus: 'Inactive' },
      }),
    ).toEqual({ code: 404, msg: 'The email configuration does not exist', data: null });
    expect(
      await t().call(status, {
        token: tokens.admin,
        body: { emailConfigurationId: adth, configStatus: 'Paused' },
      }),
    ).toEqual({ code: 400, msg: 'Config Status: is not one of the allowed values', data: null });
    expect(await configRow(adth)).toMatchObject({ configStatus: 'Active', updatedBy: 'system' });
  });
});

describe('GET /emailConfiguration/{id}/suppliers', () => {
  it('answers the linked suppliers that actively supply the buyer, in code order', async () => {
    const id = await configId('ADTH', 'scheduleReleased');
    const reply = await t().call(suppliers, { token: tokens.admin, params: { id } });
    expect(reply.code).toBe(200);
    expect(reply.data.map((company) => company.companyCode)).toEqual(ADTH_SUPPLIERS);
    expect(reply.data[1]).toEqual({
      companyId: ids.S100105,
      companyCode: 'S100105',
      companyName: 'Siam Textile Covers Co., Ltd.',
    });
    await setRelationship('ADTH', 'S100105', 'I');
    const prohibited = await t().call(suppliers, { token: tokens.admin, params: { id } });
    expect(prohibited.data.map((company) => company.companyCode)).not.toContain('S100105');
    await setRelationship('ADTH', 'S100105', 'A');
  });

  it('needs the emailConfigaration permission, a buyer of the configuration and an existing id', async () => {
    const adcn = await configId('ADCN', 'scheduleReleased');
    const adth = await configId('ADTH', 'scheduleReleased');
    expect((await t().call(suppliers, { token: tokens.scm, params: { id: adcn } })).data).toHaveLength(
      ADCN_SUPPLIERS.length,
    );
    expect(await t().call(suppliers, { token: tokens.viewer, params: { id: adcn } })).toEqual(FORBIDDEN);
    expect(await t().call(suppliers, { token: tokens.ap, params: { id: adcn } })).toEqual(FORBIDDEN);
    expect(await t().call(suppliers, { token: tokens['supplier.a'], params: { id: adcn } })).toEqual(
      BUYER_ONLY,
    );
    expect(await t().call(suppliers, { token: tokens.scm, params: { id: adth } })).toEqual(MISSING);
    expect(await t().call(suppliers, { token: tokens.admin, params: { id: 987654 } })).toMatchObject({
      code: 404,
    });
    expect(await t().call(suppliers, { token: tokens.admin, params: { id: 'x' } })).toMatchObject({
      code: 400,
      msg: /^Record: /,
    });
  });
});

describe('POST /emailConfiguration/configuration', () => {
  it('replaces the suppliers of an Active alert with the chosen ones (each once) and answers Saved', async () => {
    const id = await configId('ADCN', 'feedbackRejected');
    const linkedBefore = await linkedCodes(id);
    const repeated = await t().call(configuration, {
      token: tokens.scm,
      body: { emailConfigurationId: id, supplierCompanyIds: [ids.S100104 ?? 0, ids.S100104 ?? 0] },
    });
    expect(repeated).toEqual({ code: 400, msg: 'Supplier, item 2: repeats an earlier item', data: null });
    expect(await linkedCodes(id)).toEqual(linkedBefore);
    const chosen = [ids.S100104 ?? 0, ids.S100102 ?? 0];
    const reply = await t().call(configuration, {
      token: tokens.scm,
      body: { emailConfigurationId: id, supplierCompanyIds: chosen },
    });
    expect(reply).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    expect(await linkedCodes(id)).toEqual(['S100102', 'S100104']);
    expect(await configRow(id)).toMatchObject({ updatedBy: 'scm' });
    const listed = await t().call(suppliers, { token: tokens.scm, params: { id } });
    expect(listed.data.map((company) => company.companyCode)).toEqual(['S100102', 'S100104']);
    const none = await t().call(configuration, {
      token: tokens.admin,
      body: { emailConfigurationId: id, supplierCompanyIds: [] },
      locale: 'th',
    });
    expect(none).toEqual({ code: 200, msg: 'บันทึกสำเร็จ', data: null });
    expect(await linkedCodes(id)).toEqual([]);
  });

  it('refuses unknown ids and companies that are no active supplier of the buyer, changing nothing', async () => {
    const id = await configId('ADCN', 'scheduleReleased');
    const save = (supplierCompanyIds: number[], token = tokens.admin) =>
      t().call(configuration, { token, body: { emailConfigurationId: id, supplierCompanyIds } });
    expect(await save([ids.S100101 ?? 0, 987654, 987655])).toEqual({
      code: 400,
      msg: 'These companies are not suppliers of buyer ADCN: 987654, 987655',
      data: null,
    });
    // a company the buyer has nothing to do with is named by the id the caller sent, never by its code
    expect(await save([ids.S100101 ?? 0, ids.S100105 ?? 0], tokens.scm)).toEqual({
      code: 400,
      msg: `These companies are not suppliers of buyer ADCN: ${ids.S100105}`,
      data: null,
    });
    expect(await save([ids.ADTH ?? 0])).toEqual({
      code: 400,
      msg: `These companies are not suppliers of buyer ADCN: ${ids.ADTH}`,
      data: null,
    });
    // S100110's relationship with ADCN is inactive; the buyer's lists name it
    expect(await save([ids.S100110 ?? 0, ids.S100101 ?? 0])).toEqual({
      code: 400,
      msg: 'These companies are not active suppliers of buyer ADCN: S100110',
      data: null,
    });
    expect(await save([0])).toMatchObject({ code: 400, msg: /^Supplier, item 1: / });
    expect(await linkedCodes(id)).toEqual(ADCN_SUPPLIERS);
  });

  it('configures Active alerts only', async () => {
    const id = await configId('ADCN', 'asnCancelled');
    await setStatusInDb(id, 'Inactive');
    const reply = await t().call(configuration, {
      token: tokens.admin,
      body: { emailConfigurationId: id, supplierCompanyIds: [ids.S100101 ?? 0] },
    });
    expect(reply).toEqual({ code: 409, msg: 'Only an Active email alert can be configured', data: null });
    expect(await linkedCodes(id)).toEqual(ADCN_SUPPLIERS);
    await setStatusInDb(id, 'Active');
  });

  it('needs the emailConfigaration permission, a buyer of the configuration and an existing id', async () => {
    const adcn = await configId('ADCN', 'scheduleConfirmed');
    const adth = await configId('ADTH', 'scheduleConfirmed');
    const body = (emailConfigurationId: number) => ({
      emailConfigurationId,
      supplierCompanyIds: [ids.S100101 ?? 0],
    });
    expect(await t().call(configuration, { token: tokens.viewer, body: body(adcn) })).toEqual(FORBIDDEN);
    expect(await t().call(configuration, { token: tokens.ap, body: body(adcn) })).toEqual(FORBIDDEN);
    expect(await t().call(configuration, { token: tokens['supplier.a'], body: body(adcn) })).toEqual(
      BUYER_ONLY,
    );
    expect(await t().call(configuration, { token: tokens.scm, body: body(adth) })).toEqual(MISSING);
    expect(await t().call(configuration, { token: tokens.admin, body: body(987654) })).toMatchObject({
      code: 404,
    });
    expect(await linkedCodes(adcn)).toEqual(ADCN_SUPPLIERS);
    expect(await linkedCodes(adth)).toEqual(ADTH_SUPPLIERS);
  });

  it('leaves exactly one of several simultaneous saves', async () => {
    const id = await configId('ADTH', 'feedbackApproved');
    const sets = [[ids.S100105 ?? 0], [ids.S100101 ?? 0], [ids.S100101 ?? 0, ids.S100105 ?? 0]];
    const replies = await Promise.all(
      sets.map((supplierCompanyIds) =>
        t().call(configuration, {
          token: tokens.admin,
          body: { emailConfigurationId: id, supplierCompanyIds },
        }),
      ),
    );
    expect(replies.map((reply) => reply.code)).toEqual([200, 200, 200]);
    expect([['S100105'], ['S100101'], ['S100101', 'S100105']]).toContainEqual(await linkedCodes(id));
  });
});

describe('POST /emailConfiguration/{id}/testMail', () => {
  const testMailsTo = (recipient: string) =>
    t().db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);

  it("queues the alert with made-up facts to the caller's own address, in the caller's language", async () => {
    const id = await configId('ADCN', 'scheduleReleased');
    const reply = await t().call(testMail, { token: tokens.admin, params: { id } });
    expect(reply).toEqual({
      code: 200,
      msg: 'A test mail of this alert is on its way to admin@example.com',
      data: { recipient: 'admin@example.com' },
    });
    const [mail] = await testMailsTo('admin@example.com');
    expect(mail).toMatchObject({
      kind: 'scheduleReleased',
      buyerCompanyId: ids.ADCN,
      locale: 'cn',
      status: 'pending',
      dedupeKey: null,
    });
    expect(mail?.subject).toMatch(/^\[测试\] /);
    expect(mail?.textBody).toContain('R20261126-01');
    expect(mail?.textBody).toContain('ADCN');
    // a second test is a second mail: nothing is deduplicated
    await t().call(testMail, { token: tokens.admin, params: { id } });
    expect(await testMailsTo('admin@example.com')).toHaveLength(2);
  });

  it('refuses a caller without an address, changing nothing', async () => {
    const id = await configId('ADCN', 'asnFailed');
    await t().db.update(users).set({ email: null }).where(eq(users.userCode, 'scm'));
    const reply = await t().call(testMail, { token: tokens.scm, params: { id } });
    expect(reply).toEqual({
      code: 400,
      msg: 'Your account has no email address to send the test mail to',
      data: null,
    });
    const queued = await t().db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'asnFailed'));
    expect(queued).toEqual([]);
  });

  it('needs the emailConfigaration permission, a buyer of the configuration and an existing id', async () => {
    const adcn = await configId('ADCN', 'invoicePaid');
    const adth = await configId('ADTH', 'invoicePaid');
    expect(await t().call(testMail, { token: tokens.viewer, params: { id: adcn } })).toEqual(FORBIDDEN);
    expect(await t().call(testMail, { token: tokens['supplier.a'], params: { id: adcn } })).toEqual(
      BUYER_ONLY,
    );
    const scmOfAdcn = await t().call(testMail, { token: tokens.scm, params: { id: adth } });
    expect(scmOfAdcn).toEqual(MISSING);
    expect(await t().call(testMail, { token: tokens.admin, params: { id: 987654 } })).toEqual(MISSING);
    const queued = await t().db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'invoicePaid'));
    expect(queued).toEqual([]);
  });
});
