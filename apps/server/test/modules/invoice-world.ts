import { erpInboundEndpoints, type GoodsReceiptInput } from '@portal/contract/erp-inbound';
import { invoiceEndpoints } from '@portal/contract/invoice';
import { securityCheckEndpoints } from '@portal/contract/security-check';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { asnHeaders, companies, companyTolerances, partPrices } from '../../src/db/schema/index.ts';
import { issueErpKey } from '../../src/platform/auth/api-key.ts';
import { createCompany, createUser, relate } from '../helpers/arrange.ts';
import { createPart, createPlant } from '../helpers/arrange-schedules.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * The invoice tests' own world: buyer IB01 (plants IP01, IP02; tax 13 %, unit price tolerance 5 %, total
 * tolerance 2 %, CNY amount tolerance 50) and buyer IB02 (plant IQ01); supplier IS01 delivers to both,
 * IS02 to IB01 only. Goods receipts arrive through the ERP inbound API like in production; ASNs and prices
 * are arranged as rows (their own modules are tested elsewhere).
 */
export interface InvoiceWorld {
  ids: Record<'IB01' | 'IB02' | 'IS01' | 'IS02', number>;
  tokens: Record<'supplier1' | 'supplier2' | 'ap1' | 'ap2' | 'scm1' | 'admin1', string>;
  /** GR ids by "grNo/grLineNo" */
  gr: Map<string, number>;
  erpKey: string;
}

const PARTS = { IS01: ['P-100', 'P-200', 'P-300'], IS02: ['Q-100'] } as const;

async function arrangeCompanies(db: Database) {
  const ids = {
    IB01: await createCompany(db, { code: 'IB01', type: 'B' }),
    IB02: await createCompany(db, { code: 'IB02', type: 'B' }),
    IS01: await createCompany(db, { code: 'IS01', name: 'Invoice Supplier One', type: 'S' }),
    IS02: await createCompany(db, { code: 'IS02', name: 'Invoice Supplier Two', type: 'S' }),
  };
  await relate(db, ids.IB01, ids.IS01);
  await relate(db, ids.IB01, ids.IS02);
  await relate(db, ids.IB02, ids.IS01);
  const plants = {
    IP01: await createPlant(db, ids.IB01, 'IP01'),
    IP02: await createPlant(db, ids.IB01, 'IP02'),
    IQ01: await createPlant(db, ids.IB02, 'IQ01'),
  };
  for (const [plantCode, buyer] of [
    ['IP01', ids.IB01],
    ['IP02', ids.IB01],
    ['IQ01', ids.IB02],
  ] as const) {
    for (const partNo of PARTS.IS01) {
      await createPart(db, {
        buyerCompanyId: buyer,
        plantId: plants[plantCode],
        supplierCompanyId: ids.IS01,
        partNo,
      });
    }
  }
  await createPart(db, {
    buyerCompanyId: ids.IB01,
    plantId: plants.IP01,
    supplierCompanyId: ids.IS02,
    partNo: 'Q-100',
  });
  await db
    .update(companies)
    .set({ taxRate: '13', unitPriceTolerance: '5', totalAmountTolerance: '2' })
    .where(eq(companies.id, ids.IB01));
  await db.insert(companyTolerances).values([
    { companyId: ids.IB01, kind: 'amount', currency: 'CNY', toleranceAmount: '50' },
    { companyId: ids.IB01, kind: 'tax', currency: 'CNY', toleranceAmount: '1' },
  ]);
  return ids;
}

async function arrangeAsns(db: Database, ids: InvoiceWorld['ids']) {
  const asn = (asnNo: string, buyer: number, supplier: number, plant: string) => ({
    asnNo,
    buyerCompanyId: buyer,
    supplierCompanyId: supplier,
    shipToPlantCode: plant,
    status: 'Success' as const,
    submittedAt: new Date('2026-03-02T02:30:00Z'),
  });
  await db
    .insert(asnHeaders)
    .values([
      asn('IASN-1', ids.IB01, ids.IS01, 'IP01'),
      asn('IASN-2', ids.IB01, ids.IS01, 'IP01'),
      asn('IASN-3', ids.IB01, ids.IS01, 'IP02'),
      asn('IASN-4', ids.IB02, ids.IS01, 'IQ01'),
      asn('IASN-5', ids.IB01, ids.IS02, 'IP01'),
      asn('IASN-6', ids.IB01, ids.IS01, 'IP01'),
    ]);
}

/** Prices of IS01 at IB01: P-100 10.000000 from 2026-01-01, 12.5 from 2026-03-01; P-200 7.333333; P-300 none. */
async function arrangePrices(db: Database, ids: InvoiceWorld['ids']) {
  const price = (partNo: string, unitPrice: string, from: string, to: string | null) => ({
    buyerCompanyId: ids.IB01,
    supplierCompanyId: ids.IS01,
    partNo,
    priceListCode: 'IS01-CNY',
    unitPrice,
    currency: 'CNY',
    uom: 'PC',
    effectiveFrom: from,
    effectiveTo: to,
  });
  await db
    .insert(partPrices)
    .values([
      price('P-100', '10', '2026-01-01', '2026-02-28'),
      price('P-100', '12.5', '2026-03-01', null),
      price('P-200', '7.333333', '2026-01-01', null),
    ]);
}

type Line = GoodsReceiptInput['lines'][number];

function line(
  grLineNo: string,
  orderNo: string,
  partNo: string,
  qty: string,
  grUnitPrice: string,
  extra: Partial<Line> = {},
): Line {
  return {
    grLineNo,
    orderNo,
    poLineNo: '10',
    partNo,
    qty,
    currency: 'CNY',
    grUnitPrice,
    priceListCode: 'IS01-CNY',
    ...extra,
  };
}

/** Goods receipts as the ERP reports them. */
const RECEIPTS: GoodsReceiptInput[] = [
  {
    grNo: 'IGR-1',
    grDate: '2026-03-05',
    buyerCompanyCode: 'IB01',
    shipToPlant: 'IP01',
    supplierCode: 'IS01',
    asnNo: 'IASN-1',
    lines: [line('1', 'PO-1', 'P-100', '100', '12.5'), line('2', 'PO-1', 'P-200', '30', '7.333333')],
  },
  {
    grNo: 'IGR-2',
    grDate: '2026-02-10',
    buyerCompanyCode: 'IB01',
    shipToPlant: 'IP01',
    supplierCode: 'IS01',
    asnNo: 'IASN-2',
    lines: [line('1', 'PO-2', 'P-100', '10', '10'), line('2', 'PO-2', 'P-300', '5', '4')],
  },
  {
    grNo: 'IGR-3',
    grDate: '2026-03-06',
    buyerCompanyCode: 'IB01',
    shipToPlant: 'IP02',
    supplierCode: 'IS01',
    asnNo: 'IASN-3',
    lines: [line('1', 'PO-3', 'P-100', '1', '12.5')],
  },
  {
    grNo: 'IGR-4',
    grDate: '2026-03-06',
    buyerCompanyCode: 'IB02',
    shipToPlant: 'IQ01',
    supplierCode: 'IS01',
    asnNo: 'IASN-4',
    lines: [line('1', 'PO-4', 'P-100', '3', '11')],
  },
  {
    grNo: 'IGR-5',
    grDate: '2026-03-06',
    buyerCompanyCode: 'IB01',
    shipToPlant: 'IP01',
    supplierCode: 'IS02',
    asnNo: 'IASN-5',
    lines: [line('1', 'PO-5', 'Q-100', '2', '3', { priceListCode: 'IS02-CNY' })],
  },
  {
    grNo: 'IGR-6',
    grDate: '2026-03-07',
    buyerCompanyCode: 'IB01',
    shipToPlant: 'IP01',
    supplierCode: 'IS01',
    asnNo: 'IASN-6',
    lines: [
      line('1', 'PO-6', 'P-100', '4', '12.5'),
      line('2', 'PO-6', 'P-100', '6', '12.5', { poLineNo: '20' }),
      line('3', 'PO-7', 'P-200', '1', '7.333333', { currency: 'USD' }),
    ],
  },
];

export async function postReceipt(app: TestApp, erpKey: string, receipt: GoodsReceiptInput) {
  const reply = await app.call(erpInboundEndpoints.goodsReceipt, {
    body: receipt,
    headers: { 'x-api-key': erpKey },
  });
  if (reply.code !== 200 || !reply.data) throw new Error(`GR ${receipt.grNo} refused: ${reply.msg}`);
  return reply.data.lines.map((result) => [`${receipt.grNo}/${result.grLineNo}`, result.grId] as const);
}

const ACCOUNTS = {
  supplier1: ['iw.supplier1', 'S', 'IS01', 'Supplier'],
  supplier2: ['iw.supplier2', 'S', 'IS02', 'Supplier'],
  ap1: ['iw.ap1', 'B', 'IB01', 'Adient-AP'],
  ap2: ['iw.ap2', 'B', 'IB02', 'Adient-AP'],
  scm1: ['iw.scm1', 'B', 'IB01', 'Adient-SCM'],
  admin1: ['iw.admin1', 'B', 'IB01', 'Adient-Admin'],
} as const;

export async function buildInvoiceWorld(app: TestApp): Promise<InvoiceWorld> {
  const { db } = app;
  const ids = await arrangeCompanies(db);
  await arrangeAsns(db, ids);
  await arrangePrices(db, ids);
  const erpKey = (await issueErpKey(db, 'erp-invoice-test')).key;
  const gr = new Map<string, number>();
  for (const receipt of RECEIPTS)
    for (const [key, id] of await postReceipt(app, erpKey, receipt)) gr.set(key, id);
  const tokens = {} as InvoiceWorld['tokens'];
  for (const [name, [userCode, userType, company, role]] of Object.entries(ACCOUNTS)) {
    await createUser(db, { userCode, userType, companyIds: [ids[company]], role });
    tokens[name as keyof typeof ACCOUNTS] = await app.login(userCode);
  }
  return { ids, tokens, gr, erpKey };
}

/** A GR id of the world by "grNo/grLineNo". */
export function grId(world: InvoiceWorld, key: string): number {
  const id = world.gr.get(key);
  if (id === undefined) throw new Error(`no GR ${key}`);
  return id;
}

/** A gate entry for an ASN of the world, recorded by IB01's administrator; answers its id. */
export async function recordGateEntry(app: TestApp, world: InvoiceWorld, asnNo: string, plant: string) {
  const reply = await app.call(securityCheckEndpoints.createOrUpdate, {
    token: world.tokens.admin1,
    body: {
      asnNo,
      buyerCompanyCode: 'IB01',
      shipToPlantCode: plant,
      supplierCode: 'IS01',
      scDateStr: '2026-03-05',
      timeInStr: '2026-03-05 08:00',
      pollutionControlCrt: 'N',
      driverLicense: 'N',
      itemList: [],
    },
  });
  if (reply.code !== 200 || !reply.data) throw new Error(`gate entry ${asnNo}: ${reply.msg}`);
  return reply.data.id;
}

/** An AP invoice of IS01 at IB01 saved, submitted by the supplier and by IB01's AP (Passed when the prices match). */
export async function passedInvoice(
  app: TestApp,
  world: InvoiceWorld,
  invoiceNo: string,
  lines: [string, string][],
): Promise<number> {
  const saved = await app.call(invoiceEndpoints.saveInvoice, {
    token: world.tokens.supplier1,
    body: {
      invoiceNo,
      invoiceDate: '2026-03-10',
      incoTerm: 'FOB',
      items: lines.map(([key, unitPrice]) => ({ grId: grId(world, key), unitPrice })),
    },
  });
  if (saved.code !== 200 || !saved.data) throw new Error(`invoice ${invoiceNo}: ${saved.msg}`);
  const id = saved.data.invoiceHeaderId;
  for (const token of [world.tokens.supplier1, world.tokens.ap1]) {
    const submitted = await app.call(invoiceEndpoints.submitInvoice, {
      token,
      body: { invoiceHeaderId: id },
    });
    if (submitted.code !== 200) throw new Error(`submit ${invoiceNo}: ${submitted.msg}`);
  }
  return id;
}

/**
 * A write-off receipt IGR-W/1 of IS01 at IB01/IP01 (P-200, 2 at 7.333333) on ASN IASN-W, as the ERP
 * reports it with isWriteOff Y; answers its GR id.
 */
export async function arrangeWriteOff(app: TestApp, world: InvoiceWorld): Promise<number> {
  await app.db.insert(asnHeaders).values({
    asnNo: 'IASN-W',
    buyerCompanyId: world.ids.IB01,
    supplierCompanyId: world.ids.IS01,
    shipToPlantCode: 'IP01',
    status: 'Success',
    submittedAt: new Date('2026-03-02T02:30:00Z'),
  });
  const [entry] = await postReceipt(app, world.erpKey, {
    grNo: 'IGR-W',
    grDate: '2026-03-08',
    buyerCompanyCode: 'IB01',
    shipToPlant: 'IP01',
    supplierCode: 'IS01',
    asnNo: 'IASN-W',
    lines: [line('1', 'PO-W', 'P-200', '2', '7.333333', { isWriteOff: 'Y' })],
  });
  if (!entry) throw new Error('no write-off receipt');
  return entry[1];
}

/** The world's first receipt document again, every line now saying isWriteOff N (the default). */
export function receiptSayingNotWriteOff(): GoodsReceiptInput {
  const [first] = RECEIPTS;
  if (!first) throw new Error('no receipts');
  return { ...first, lines: first.lines.map((entry) => ({ ...entry, isWriteOff: 'N' as const })) };
}
