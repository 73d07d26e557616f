import { emailConfigurationEndpoints } from '@portal/contract/email-configuration';
import type { EndpointDef } from '@portal/contract/endpoint';
import { invoiceEndpoints } from '@portal/contract/invoice';
import { rolesEndpoints } from '@portal/contract/roles';
import { scheduleEndpoints } from '@portal/contract/schedule';
import { usersEndpoints } from '@portal/contract/users';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ITEM_LIST_FIELDS } from '../../src/modules/invoice/item-list-upload.ts';
import { uploadFile, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const user of ['superadmin', 'supplier.a']) tokens[user] = await t().login(user);
});

/** Every row of the tables these calls write, as one hash: a refused call leaves it as it was. */
async function fingerprint(): Promise<string> {
  const tables = [
    'delivery_schedule_details',
    'schedule_feedbacks',
    'invoice_headers',
    'invoice_lines',
    'roles',
    'role_buttons',
    'users',
    'user_companies',
    'user_plants',
    'email_configuration_suppliers',
  ];
  const existing = await t().db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
  );
  const names = new Set(existing.rows.map((row) => row.name));
  const parts: string[] = [];
  for (const table of tables.filter((name) => names.has(name))) {
    const result = await t().db.execute<{ hash: string | null }>(
      sql`select md5(string_agg(row_to_json(x)::text, '|' order by row_to_json(x)::text)) as hash from ${sql.identifier(table)} x`,
    );
    parts.push(`${table}:${result.rows[0]?.hash}`);
  }
  return parts.join(',');
}

const firstId = async (query: ReturnType<typeof sql>) => {
  const id = (await t().db.execute<{ id: number }>(query)).rows[0]?.id;
  if (id === undefined) throw new Error('the demo data has the record');
  return Number(id);
};

const invoiceBody = (grId: number) => ({
  invoiceNo: 'REPEAT1',
  invoiceDate: '2026-11-20',
  incoTerm: 'FOB',
  items: [
    { grId, unitPrice: '1' },
    { grId, unitPrice: '1' },
  ],
});

describe('a write naming one item twice is refused with the repeat named, and changes nothing', () => {
  let lineId = 0;
  let grId = 0;
  let userId = 0;
  beforeAll(async () => {
    lineId = await firstId(sql`select id from delivery_schedule_details order by id limit 1`);
    grId = await firstId(sql`select id from goods_receipts order by id limit 1`);
    userId = await firstId(sql`select id from users where user_code = 'supplier.a'`);
  });

  const cases: Array<[string, () => [EndpointDef, string, Record<string, unknown>, string]]> = [
    [
      'confirm of schedule lines',
      () => [
        scheduleEndpoints.confirmByIds,
        'supplier.a',
        { deliveryScheduleDetailIds: [lineId, lineId] },
        'Schedule Line, item 2',
      ],
    ],
    [
      'feedback with its lines',
      () => [
        scheduleEndpoints.saveFeedback,
        'supplier.a',
        {
          deliveryScheduleDetailIds: [lineId, lineId],
          feedbacks: [{ deliveryScheduleDetailId: lineId, shipQty: '1', etaDateStr: '2026-12-01' }],
        },
        'Schedule Line, item 2',
      ],
    ],
    ...(['saveInvoice', 'saveIndiaInvoice', 'saveOverseaInvoice', 'saveWriteoffInvoice'] as const).map(
      (name): [string, () => [EndpointDef, string, Record<string, unknown>, string]] => [
        `invoice lines (${name})`,
        () => [invoiceEndpoints[name], 'supplier.a', invoiceBody(grId), 'GR (Invoice Lines, line 2)'],
      ],
    ),
    [
      'role permissions',
      () => [
        rolesEndpoints.saveOrUpdate,
        'superadmin',
        {
          role: { roleName: 'Repeat', roleDescription: 'repeat' },
          functions: { resourcesIds: [1], buttonIds: [2, 2] },
        },
        'Buttons, item 2',
      ],
    ],
    [
      "a user's companies",
      () => [
        usersEndpoints.addOrUpdateUser,
        'superadmin',
        { userCode: 'repeat.user', userName: 'Repeat', userType: 'B', companyIds: [1, 1] },
        'Company, item 2',
      ],
    ],
    [
      "a user's plants",
      () => [
        usersEndpoints.userAndPlant,
        'superadmin',
        { userId, plantType: 'B', plantIds: [1, 1] },
        'Plant, item 2',
      ],
    ],
    [
      "an email alert's suppliers",
      () => [
        emailConfigurationEndpoints.configuration,
        'superadmin',
        { emailConfigurationId: 1, supplierCompanyIds: [3, 3] },
        'Supplier, item 2',
      ],
    ],
  ];

  it.each(cases)('%s', async (_, arrange) => {
    const [endpoint, user, body, field] = arrange();
    const before = await fingerprint();
    const reply = await t().call(endpoint, { token: tokens[user], body });
    expect(reply).toEqual({ code: 400, msg: `${field}: repeats an earlier item`, data: null });
    expect(await fingerprint()).toBe(before);
  });

  it('invoice item-list upload naming a receipt twice', async () => {
    const header = ITEM_LIST_FIELDS.AP.map((field) => field.header.en);
    const file = await xlsxFile(header, [['GR-1', 'PO-1', '10', '1', null]]);
    const dto = JSON.stringify({ asnNoList: ['ASN-1'], grIds: [grId, grId] });
    const reply = await uploadFile(
      t(),
      invoiceEndpoints.uploadItemList,
      tokens['supplier.a'],
      file,
      'Items.xlsx',
      'en',
      {
        dto,
      },
    );
    expect(reply).toEqual({ code: 400, msg: 'GR, item 2: repeats an earlier item', data: null });
  });
});
