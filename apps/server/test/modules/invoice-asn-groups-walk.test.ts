import { InvoiceAsnQuery } from '@portal/contract/invoice';
import { eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asnHeaders, companies, goodsReceipts } from '../../src/db/schema/index.ts';
import { asnGroupRows, pageOfAsnGroups } from '../../src/modules/invoice/asn-groups-repo.ts';
import { WALKED_ASNS, walkedKeys, walkedSort } from '../../src/modules/invoice/asn-groups-walk.ts';
import type { DataScope } from '../../src/platform/access/data-scope.ts';
import type { PageWindow } from '../../src/platform/lists/page-window.ts';
import { createCompany } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

// The invoice creation ASN list read by walking the ASNs (sorts by an indexed ASN column) must answer what
// grouping every open receipt answers: the same rows in the same order for every sort, direction, scope,
// filter and window. The expectation is a plain grouped query written here, independent of the repo.

const t = useTestApp();
/** the matrices below run several hundred queries on a machine shared with other test runs */
const LONG = 300_000;
let ids: Record<'WB01' | 'WB02' | 'WS01' | 'WS02' | 'WS03', number>;

/** A reproducible sequence of numbers in [0, 1), so the fixtures are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const ASNS = 60;
const PLANTS = ['WP1', 'WP2', 'WQ1'] as const;
const STATUSES = ['Submitted', 'Success', 'Failed'] as const;

async function arrange() {
  const db = t().db;
  ids = {
    WB01: await createCompany(db, { code: 'WB01', type: 'B' }),
    WB02: await createCompany(db, { code: 'WB02', type: 'B' }),
    WS01: await createCompany(db, { code: 'WS01', name: 'Walk Supplier B', type: 'S' }),
    WS02: await createCompany(db, { code: 'WS02', name: 'Walk Supplier A', type: 'S' }),
    WS03: await createCompany(db, { code: 'WS03', name: 'Walk Supplier C', type: 'S' }),
  };
  await db.update(companies).set({ referCompanyCode: 'WREF' }).where(eq(companies.id, ids.WB02));
  const random = seeded(14);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const buyers = [ids.WB01, ids.WB02];
  const suppliers = [ids.WS01, ids.WS02, ids.WS03];
  // ASN numbers out of id order, release times with ties and gaps (null: never submitted)
  const asns = await db
    .insert(asnHeaders)
    .values(
      Array.from({ length: ASNS }, (_, index) => ({
        asnNo: `WASN-${String((index * 37) % ASNS).padStart(3, '0')}`,
        buyerCompanyId: pick(buyers),
        supplierCompanyId: pick(suppliers),
        shipToPlantCode: pick(PLANTS),
        status: pick(STATUSES),
        submittedAt: index % 9 === 0 ? null : new Date(Date.UTC(2026, 2, 1 + Math.floor(random() * 12))),
      })),
    )
    .returning({
      id: asnHeaders.id,
      buyer: asnHeaders.buyerCompanyId,
      supplier: asnHeaders.supplierCompanyId,
    });
  let line = 0;
  const receipt = (asn: { id: number; buyer: number; supplier: number }, changed = {}) => {
    line += 1;
    return {
      buyerCompanyId: asn.buyer,
      supplierCompanyId: asn.supplier,
      shipToPlantCode: pick(PLANTS),
      grNo: `WGR-${line}`,
      grLineNo: '1',
      orderNo: `WPO-${line}`,
      poLineNo: '1',
      partNo: 'WP-1',
      qty: '1',
      poUom: 'PCS',
      currency: random() < 0.85 ? 'CNY' : 'USD',
      grUnitPrice: '1',
      amount: '1',
      asnNo: `WGR-ASN-${asn.id}`,
      asnHeaderId: asn.id,
      grDate: '2026-03-10',
      isInvoiced: random() < 0.2 ? ('Y' as const) : ('N' as const),
      isWriteOff: random() < 0.15 ? ('Y' as const) : ('N' as const),
      contentHash: `w${line}`,
      ...changed,
    };
  };
  const rows = asns.flatMap((asn, index) =>
    // every seventh ASN has no receipt at all; the others one to three
    index % 7 === 3 ? [] : Array.from({ length: 1 + Math.floor(random() * 3) }, () => receipt(asn)),
  );
  // ASNs holding receipts of another buyer or supplier too: each pair is a group (a row) of its own
  for (const asn of asns.slice(0, 12)) {
    rows.push(
      receipt(asn, { buyerCompanyId: ids.WB01 === asn.buyer ? ids.WB02 : ids.WB01, isInvoiced: 'N' }),
      receipt(asn, { supplierCompanyId: ids.WS03 === asn.supplier ? ids.WS01 : ids.WS03, isInvoiced: 'N' }),
    );
  }
  await db.insert(goodsReceipts).values(rows);
  // as autovacuum would: planned on the template's counts the walks would scan the receipts per ASN
  await db.execute(sql`analyze asn_headers, goods_receipts`);
}

beforeAll(arrange);

type Filters = Partial<Pick<InvoiceAsnQuery, 'asnNoList' | 'companyCode' | 'supplierCode' | 'isWriteOff'>>;

const SCOPES: Record<string, () => DataScope> = {
  'a buyer of both companies': () => ({ kind: 'buyer', buyerCompanyIds: [ids.WB01, ids.WB02] }),
  'a buyer of one company and plants': () => ({
    kind: 'buyer',
    buyerCompanyIds: [ids.WB01],
    plantCodes: ['WP1', 'WQ1'],
  }),
  'a supplier': () => ({ kind: 'supplier', supplierCompanyId: ids.WS01, supplierCode: 'WS01' }),
};

const FILTERS: Record<string, Filters> = {
  none: {},
  'write-off N': { isWriteOff: 'N' },
  'write-off Y': { isWriteOff: 'Y' },
  'buyer company': { companyCode: 'WB02' },
  'supplier codes': { supplierCode: ['WS02', 'WS03'] },
  'ASN numbers': { asnNoList: ['WASN-001', 'WASN-002', 'WASN-010', 'WASN-011', 'WASN-030', 'WASN-047'] },
};

/** What each sort orders by in the plain query (k: the group, a: its ASN, b/s: its buyer and supplier). */
const SORTED: Record<string, string> = {
  asnNo: 'a.asn_no',
  releaseTimeStr: 'a.submitted_at',
  statusView: 'a.status',
  shipToPlantCode: 'a.ship_to_plant_code',
  companyCode: 'b.company_code',
  referCompanyCode: 'b.refer_company_code',
  supplierCode: 's.company_code',
  supplierName: 's.company_name',
  currency: 'k.currency',
};

interface Key {
  asnHeaderId: number;
  buyerId: number;
  supplierId: number;
}

/** Every group of the list in its order: the open receipts in scope grouped, then sorted. */
async function expectedGroups(scope: DataScope, filters: Filters, sortName?: string, sort?: 'ASC' | 'DESC') {
  const where: SQL[] = [sql`g.is_invoiced = 'N'`, sql`g.asn_header_id is not null`];
  if (scope.kind === 'supplier') where.push(sql`g.supplier_company_id = ${scope.supplierCompanyId}`);
  else {
    where.push(sql`g.buyer_company_id in ${scope.buyerCompanyIds}`);
    if (scope.plantCodes) where.push(sql`g.ship_to_plant_code in ${scope.plantCodes}`);
  }
  if (filters.asnNoList?.length)
    where.push(sql`g.asn_header_id in (select id from asn_headers where asn_no in ${filters.asnNoList})`);
  if (filters.companyCode)
    where.push(
      sql`g.buyer_company_id in (select id from companies where company_code = ${filters.companyCode})`,
    );
  if (scope.kind !== 'supplier' && filters.supplierCode?.length)
    where.push(
      sql`g.supplier_company_id in (select id from companies where company_code in ${filters.supplierCode})`,
    );
  if (filters.isWriteOff) where.push(sql`g.is_write_off = ${filters.isWriteOff}`);
  const first = sortName ? `${SORTED[sortName]} ${sort === 'DESC' ? 'desc' : 'asc'}, ` : '';
  const result = await t().db.execute<{ asnHeaderId: string; buyerId: string; supplierId: string }>(sql`
    select k.asn_header_id as "asnHeaderId", k.buyer_id as "buyerId", k.supplier_id as "supplierId"
      from (select g.asn_header_id, g.buyer_company_id as buyer_id, g.supplier_company_id as supplier_id,
                   case when count(distinct g.currency) = 1 then min(g.currency) end as currency
              from goods_receipts g where ${sql.join(where, sql` and `)}
             group by 1, 2, 3) k
      join asn_headers a on a.id = k.asn_header_id
      join companies b on b.id = k.buyer_id
      join companies s on s.id = k.supplier_id
     order by ${sql.raw(first)}k.asn_header_id desc, k.buyer_id desc, k.supplier_id desc`);
  return result.rows.map((row) => ({
    asnHeaderId: Number(row.asnHeaderId),
    buyerId: Number(row.buyerId),
    supplierId: Number(row.supplierId),
  }));
}

/** The window of the expected groups, mirrored when read reversed (as the repo answers it). */
function windowOf(groups: Key[], window: PageWindow): Key[] {
  const ordered = window.reversed ? [...groups].reverse() : groups;
  return ordered.slice(window.offset, window.offset + window.limit);
}

function windowsOver(count: number): PageWindow[] {
  const size = 7;
  // the first window, one in the middle, and the last one (three groups: a window past the walk's rows)
  const offsets = [0, Math.floor(count / 2), Math.max(0, count - 3)];
  return [false, true].flatMap((reversed) =>
    [...new Set(offsets)].map((offset) => ({ limit: size, offset, reversed })),
  );
}

const queryOf = (filters: Filters, sortName?: string, sort?: 'ASC' | 'DESC') =>
  InvoiceAsnQuery.parse({ invoiceType: 'AP', ...filters, sortName, sort, pageNo: 1, size: 7 });

async function rowKeys(query: InvoiceAsnQuery, scope: DataScope, window: PageWindow) {
  const rows = await asnGroupRows(t().db, query, scope, 'en', window);
  const companyIds = new Map(Object.entries(ids));
  return rows.map((row) => ({
    asnHeaderId: row.asnHeaderId,
    buyerId: companyIds.get(row.companyCode),
    supplierId: companyIds.get(row.supplierCode),
  }));
}

describe('the invoice creation ASN list walked in the order of an ASN column', () => {
  it('holds ASNs with receipts of more than one buyer or supplier, write-off and invoiced receipts', async () => {
    const groups = await expectedGroups(SCOPES['a buyer of both companies']?.() as DataScope, {});
    expect(new Set(groups.map((group) => group.asnHeaderId)).size).toBeLessThan(groups.length);
    expect(groups.length).toBeGreaterThan(40);
  });

  for (const sortName of ['asnNo', 'releaseTimeStr']) {
    it(
      `reads the same windows by ${sortName} as grouping every receipt, in every scope and filter`,
      async () => {
        for (const [scopeName, scopeOf] of Object.entries(SCOPES)) {
          for (const [filterName, filters] of Object.entries(FILTERS)) {
            for (const sort of ['ASC', 'DESC'] as const) {
              const scope = scopeOf();
              const query = queryOf(filters, sortName, sort);
              const groups = await expectedGroups(scope, filters, sortName, sort);
              for (const window of windowsOver(groups.length)) {
                const expected = windowOf(groups, window);
                const context = `${scopeName}, ${filterName}, ${sort}, ${JSON.stringify(window)}`;
                const sortOf = walkedSort(query, window);
                expect(sortOf, context).toBe(sortName);
                // the walk alone answers the window wherever the window has groups
                const walked = await walkedKeys(t().db, query, scope, window, sortOf ?? 'asnNo');
                expect(walked, context).toEqual(expected);
                expect(await rowKeys(query, scope, window), context).toEqual(expected);
              }
            }
          }
        }
      },
      LONG,
    );
  }

  it(
    'answers the other sorts and the default order as before',
    async () => {
      for (const [scopeName, scopeOf] of Object.entries(SCOPES)) {
        for (const sortName of [undefined, ...Object.keys(SORTED)]) {
          for (const sort of ['ASC', 'DESC'] as const) {
            const scope = scopeOf();
            const query = queryOf({}, sortName, sort);
            const groups = await expectedGroups(scope, {}, sortName, sort);
            for (const window of windowsOver(groups.length)) {
              const context = `${scopeName}, ${sortName}, ${sort}, ${JSON.stringify(window)}`;
              expect(await rowKeys(query, scope, window), context).toEqual(windowOf(groups, window));
            }
          }
        }
      }
    },
    LONG,
  );

  it('counts the ASNs and answers the first page through the page reader', async () => {
    const scope = SCOPES['a buyer of both companies']?.() as DataScope;
    const query = InvoiceAsnQuery.parse({ invoiceType: 'AP', sortName: 'asnNo', sort: 'DESC', size: 7 });
    const page = await pageOfAsnGroups(t().db, query, scope, 'en');
    const groups = await expectedGroups(scope, {}, 'asnNo', 'DESC');
    expect(page.total).toBe(new Set(groups.map((group) => group.asnHeaderId)).size);
    expect(page.rows.map((row) => row.asnHeaderId)).toEqual(
      groups.slice(0, 7).map((group) => group.asnHeaderId),
    );
  });

  it(
    'groups every receipt when the ASNs the walk may read hold too few open ones',
    async () => {
      // more ASNs than a walk reads, none received, numbered after every other ASN and never submitted (a
      // release time descending puts them first, the newest ASN first): walked from there they leave the walk
      // without a group
      const [template] = await t().db.select().from(asnHeaders).where(eq(asnHeaders.asnNo, 'WASN-001'));
      if (!template) throw new Error('the fixtures have no WASN-001');
      await t().db.execute(sql`
      insert into asn_headers (asn_no, buyer_company_id, supplier_company_id, ship_to_plant_code, status)
      select 'WZZ-' || lpad(n::text, 6, '0'), ${template.buyerCompanyId}, ${template.supplierCompanyId},
             ${template.shipToPlantCode}, 'Submitted'
        from generate_series(1, ${WALKED_ASNS + 10}) n`);
      // as autovacuum would after such an insert: planned for the few ASNs before it, the walk would scan the
      // receipts once per ASN rather than probe their index
      await t().db.execute(sql`analyze asn_headers, goods_receipts`);
      try {
        const scopeOfAll = SCOPES['a buyer of both companies']?.() as DataScope;
        // a window deep in the list is not walked at all
        const deep = { limit: 20, offset: WALKED_ASNS, reversed: false };
        expect(walkedSort(queryOf({}, 'asnNo', 'ASC'), deep)).toBeUndefined();
        const unreceivedFirst = [
          ['asnNo', 'DESC', false],
          ['asnNo', 'ASC', true],
          ['releaseTimeStr', 'DESC', false],
        ] as const;
        for (const [sortName, sort, reversed] of unreceivedFirst) {
          const query = queryOf({}, sortName, sort);
          const walked = await walkedKeys(
            t().db,
            query,
            scopeOfAll,
            { limit: 7, offset: 0, reversed },
            sortName,
          );
          expect(walked, `${sortName} ${sort}`).toEqual([]);
        }
        // the windows from that end came from grouping every receipt
        for (const sortName of ['asnNo', 'releaseTimeStr'] as const) {
          for (const sort of ['ASC', 'DESC'] as const) {
            const query = queryOf({}, sortName, sort);
            const groups = await expectedGroups(scopeOfAll, {}, sortName, sort);
            for (const window of windowsOver(groups.length)) {
              const context = `${sortName}, ${sort}, ${JSON.stringify(window)}`;
              expect(await rowKeys(query, scopeOfAll, window), context).toEqual(windowOf(groups, window));
            }
          }
        }
      } finally {
        await t().db.execute(sql`delete from asn_headers where asn_no like 'WZZ-%'`);
      }
    },
    LONG,
  );
});
