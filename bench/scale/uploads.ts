// Uploads at plant volume: 50,000 rows of each master-data template (parts, prices, packaging, containers,
// over-shipment settings) generated as xlsx files and posted to the running app, timing each from the
// request to the answer (validation and the one transaction that applies them). Issue 14's goal: < 5 s.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { CONTAINER_SHEET } from '../../apps/server/src/modules/master-data/containers/container-sheet.ts';
import { OVER_SHIPPED_SHEET } from '../../apps/server/src/modules/master-data/over-shipment/over-shipped-sheet.ts';
import { PACKAGING_SHEET } from '../../apps/server/src/modules/master-data/packagings/packaging-sheet.ts';
import { PART_SHEET } from '../../apps/server/src/modules/master-data/parts/part-sheet.ts';
import { PRICE_SHEET } from '../../apps/server/src/modules/master-data/price-list/price-sheet.ts';
import type { SheetField } from '../../apps/server/src/platform/xlsx/sheet-fields.ts';
import { cpuSnapshot } from '../process-cpu.ts';
import { padded, type SheetValues, templateFile } from './upload-files.ts';

export const UPLOAD_GOAL_MS = 5000;
/**
 * The templates to run (BENCH_UPLOAD_TEMPLATES, comma-separated, e.g. "parts,prices"; all by default); a
 * template's files depend on those before it (packaging names parts and containers), so a partial run suits
 * iterating on one template, not its figures.
 */
const TEMPLATES = (
  process.env.BENCH_UPLOAD_TEMPLATES ?? 'parts,prices,containers,packaging,over-shipment'
).split(',');

/** What the bench needs of a running portal: where its API is, a logged-in admin, its database. */
export interface UploadBenchTarget {
  /** e.g. http://127.0.0.1:3000/api */
  apiUrl: string;
  /** the `authorization` value of a logged-in `admin` (maintains every master-data list) */
  adminToken: string;
  db: Database;
}

interface UploadRun {
  template: string;
  rows: number;
  fileBytes: number;
  ms: number;
  /** CPU time of the app and its embedded PostgreSQL meanwhile: what the upload costs on an idle machine */
  cpuMs: number;
  inserted: number;
  updated: number;
}

/** A buyer company of the admin's, one of its plants and its associated suppliers (demo data). */
async function ownersOf(db: Database) {
  const result = await db.execute<{ buyer: string; plant: string; supplier: string }>(sql`
    select b.company_code as buyer, p.plant_code as plant, s.company_code as supplier
    from users u
    join user_companies uc on uc.user_id = u.id
    join companies b on b.id = uc.company_id and b.company_type = 'B'
    join plants p on p.company_id = b.id
    join buyer_supplier_relationships r on r.buyer_company_id = b.id
    join companies s on s.id = r.supplier_company_id
    where u.user_code = 'admin'
    order by b.company_code, p.plant_code, s.company_code`);
  const first = result.rows[0];
  if (!first) throw new Error('the admin works for no buyer company with plants and suppliers');
  const pairs = result.rows.filter((row) => row.buyer === first.buyer && row.plant === first.plant);
  return { buyer: first.buyer, plant: first.plant, suppliers: pairs.map((row) => row.supplier) };
}

async function post(
  target: UploadBenchTarget,
  path: string,
  template: string,
  file: Uint8Array<ArrayBuffer>,
  rows: number,
) {
  const form = new FormData();
  form.append('file', new Blob([file]), `${template}.xlsx`);
  const started = performance.now();
  const cpuBefore = cpuSnapshot().server;
  const response = await fetch(`${target.apiUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: target.adminToken, 'accept-language': 'en' },
  });
  const reply = (await response.json()) as {
    code: number;
    msg: string;
    data?: { inserted: number; updated: number };
  };
  const ms = performance.now() - started;
  const cpuMs = cpuSnapshot().server - cpuBefore;
  if (reply.code !== 200 || !reply.data)
    throw new Error(`${template}: ${reply.code} ${reply.msg.slice(0, 300)}`);
  return { template, rows, fileBytes: file.length, ms, cpuMs, ...reply.data };
}

async function upload(
  target: UploadBenchTarget,
  run: { template: string; path: string; fields: readonly SheetField[]; rows: SheetValues[] },
): Promise<UploadRun> {
  const file = await templateFile(run.fields, run.rows);
  const result = await post(target, run.path, run.template, file, run.rows.length);
  console.log(
    `${run.template}: ${run.rows.length} rows in ${seconds(result.ms)} (CPU ${seconds(result.cpuMs)})`,
  );
  return result;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The runs: each template inserted, then (where a key can repeat) the same keys updated. */
async function uploadRuns(target: UploadBenchTarget, rows: number): Promise<UploadRun[]> {
  const { buyer, plant, suppliers } = await ownersOf(target.db);
  const supplierOf = (index: number) => suppliers[index % suppliers.length];
  const partNo = (index: number) => `BU-${padded(index)}`;
  const part = (index: number, description: string): SheetValues => ({
    buyerCompanyCode: buyer,
    buyerPlantCode: plant,
    supplierCode: supplierOf(index),
    partNo: partNo(index),
    partDescription: description,
    uom: 'EA',
    lotSizeQty: 100,
  });
  const price = (index: number, from: string, to: string | undefined, unitPrice: number): SheetValues => ({
    companyCode: buyer,
    supplierCode: supplierOf(index),
    partNo: partNo(index),
    priceListCode: `BU-${supplierOf(index)}-USD`,
    unitPrice,
    currency: 'USD',
    uom: 'EA',
    effectiveDateFrom: from,
    effectiveDateTo: to,
  });
  const half = range(rows / 2);
  const container = (index: number, type: string): SheetValues => ({
    containerCode: `BU-C${padded(index)}`,
    containerType: type,
    maxLoadKg: 250,
    outsideLengthMm: 1200,
  });
  const packaging = (index: number, qty: number): SheetValues => ({
    buyerCompanyCode: buyer,
    supplierCode: supplierOf(index),
    packagingNo: `BU-K${padded(index)}`,
    partNo: partNo(index),
    containerCode: `BU-C${padded(index)}`,
    qtyPerPackage: qty,
  });
  const parts = { template: 'parts', path: '/materials/upload', fields: PART_SHEET };
  const prices = { template: 'prices', path: '/partPrice/upload', fields: PRICE_SHEET };
  const containers = { template: 'containers', path: '/order/container/upload', fields: CONTAINER_SHEET };
  const packagings = { template: 'packaging', path: '/order/packaging/upload', fields: PACKAGING_SHEET };
  const runs: Array<[string, () => Promise<UploadRun>]> = [
    ['parts', () => upload(target, { ...parts, rows: range(rows).map((index) => part(index, 'new')) })],
    ['parts', () => upload(target, { ...parts, rows: range(rows).map((index) => part(index, 'changed')) })],
    [
      'prices',
      () =>
        upload(target, {
          ...prices,
          rows: range(rows).map((index) => price(index, '2025-01-01', undefined, 1.5)),
        }),
    ],
    // half the parts: the stored period closed and the next one added in the same file
    [
      'prices',
      () =>
        upload(target, {
          ...prices,
          rows: half.flatMap((index) => [
            price(index, '2025-01-01', '2025-12-31', 1.5),
            price(index, '2026-01-01', undefined, 1.75),
          ]),
        }),
    ],
    [
      'containers',
      () => upload(target, { ...containers, rows: range(rows).map((index) => container(index, 'pallet')) }),
    ],
    [
      'packaging',
      () => upload(target, { ...packagings, rows: range(rows).map((index) => packaging(index, 10)) }),
    ],
    [
      'packaging',
      () => upload(target, { ...packagings, rows: range(rows).map((index) => packaging(index, 20)) }),
    ],
    ['over-shipment', () => overShipmentRun(target, buyer, suppliers)],
  ];
  const done: UploadRun[] = [];
  for (const [template, run] of runs) if (TEMPLATES.includes(template)) done.push(await run());
  return done;
}

/** Every pair of the admin's buyer: as many rows as there are associated suppliers (one row per pair). */
async function overShipmentRun(target: UploadBenchTarget, buyer: string, suppliers: string[]) {
  const rows = suppliers.map((supplier) => ({
    buyerCompanyCode: buyer,
    supplierCode: supplier,
    isOverShipped: 'Y',
    isOverShippedTolerence: 'Y',
    ratePercent: 5,
  }));
  return upload(target, {
    template: 'over-shipment',
    path: '/supplierOverShippedInfo/upload',
    fields: OVER_SHIPPED_SHEET,
    rows,
  });
}

/** Deletes what the uploads wrote (every generated code starts with BU-), so a next run inserts again. */
export async function clearUploadedRows(db: Database): Promise<void> {
  await db.execute(sql`delete from packagings where packaging_no like 'BU-%'`);
  await db.execute(sql`delete from containers where container_code like 'BU-%'`);
  await db.execute(sql`delete from part_prices where part_no like 'BU-%'`);
  await db.execute(sql`delete from parts where part_no like 'BU-%'`);
}

/** Runs every upload and answers the markdown table of the figures next to the goal. */
export async function benchUploads(target: UploadBenchTarget, rows = 50_000): Promise<string> {
  const runs = await uploadRuns(target, rows);
  const lines = [
    '| template | rows | file | inserted / updated | validate + apply | CPU (app + PostgreSQL) | goal < 5 s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...runs.map(
      (run) =>
        `| ${run.template} | ${run.rows.toLocaleString('en')} | ${(run.fileBytes / 1024 / 1024).toFixed(1)} MB | ` +
        `${run.inserted.toLocaleString('en')} / ${run.updated.toLocaleString('en')} | ${seconds(run.ms)} | ${seconds(run.cpuMs)} | ` +
        `${run.ms < UPLOAD_GOAL_MS ? 'met' : 'not met'} |`,
    ),
  ];
  return lines.join('\n');
}
