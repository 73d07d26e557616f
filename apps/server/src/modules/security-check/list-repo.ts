import type { SecurityCheckQuery } from '@portal/contract/security-check';
import { count, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { securityChecks } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { daySeek } from '../../platform/lists/day-seek.ts';
import { idsOf } from '../../platform/lists/key-seek.ts';
import { readPageOfIds } from '../../platform/lists/keyset-page.ts';
import { anchorKey } from '../../platform/lists/page-anchors.ts';
import type { SortWhitelist } from '../../platform/lists/paging.ts';
import { partiesIdQuery } from '../../platform/lists/parties-id-query.ts';
import { descending, orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
import { buyerCompany, checkCondition, supplierCompany } from './check-filter.ts';
import { checkCountsKept, checkDays, keptCheckCount } from './kept-counts.ts';

/** Display fields of the list and the columns they sort by (the contract's SECURITY_CHECK_SORT_FIELDS). */
const CHECK_SORT: SortWhitelist = {
  gateEntrySrNo: securityChecks.gateEntrySrNo,
  asnNo: securityChecks.asnNo,
  challanNo: securityChecks.asnNo,
  buyerCompanyCode: buyerCompany.companyCode,
  shipToPlantCode: securityChecks.shipToPlantCode,
  supplierCode: supplierCompany.companyCode,
  supplierName: supplierCompany.companyName,
  nameOfDriver: securityChecks.nameOfDriver,
  vehicleNo: securityChecks.vehicleNo,
  scDateStr: securityChecks.scDate,
  timeInStr: securityChecks.timeIn,
  timeOutStr: securityChecks.timeOut,
  securityGrNo: securityChecks.securityGrNo,
  linkedToInv: securityChecks.linkedToInv,
  invoiceNo: securityChecks.invoiceNo,
};

/** Newest gate dates first when the user has not sorted. */
const CHECK_TIE_BREAKERS = [descending(securityChecks.scDate), descending(securityChecks.id)];

/** Gate times are entered and shown in the buyer company's time zone (the plant's clock). */
export function gateTimeZone(fallback: string): SQL<string> {
  return sql<string>`coalesce(${buyerCompany.timeZone}, ${fallback}::text)`;
}

function gateTime(column: SQLWrapper, timeZone: string) {
  return sql<string>`to_char(${column} at time zone ${gateTimeZone(timeZone)}, 'YYYY-MM-DD HH24:MI')`;
}

/** A gate entry as the list, the download and the detail show it. */
export function checkFields(timeZone: string) {
  return {
    id: securityChecks.id,
    gateEntrySrNo: securityChecks.gateEntrySrNo,
    asnNo: securityChecks.asnNo,
    challanNo: securityChecks.asnNo,
    buyerCompanyCode: buyerCompany.companyCode,
    shipToPlantCode: securityChecks.shipToPlantCode,
    supplierCode: supplierCompany.companyCode,
    supplierName: supplierCompany.companyName,
    nameOfDriver: securityChecks.nameOfDriver,
    vehicleNo: securityChecks.vehicleNo,
    scDateStr: sql<string>`${securityChecks.scDate}::text`,
    timeInStr: gateTime(securityChecks.timeIn, timeZone),
    timeOutStr: sql<string | null>`${gateTime(securityChecks.timeOut, timeZone)}`,
    securityGrNo: securityChecks.securityGrNo,
    pollutionControlCrt: securityChecks.pollutionControlCrt,
    driverLicense: securityChecks.driverLicense,
    linkedToInv: securityChecks.linkedToInv,
    invoiceNo: securityChecks.invoiceNo,
    // the rule of DESIGN §5: a gate entry stays editable until an invoice takes its ASN
    editable: sql<boolean>`${securityChecks.linkedToInv} = 'N'`,
    remarks: securityChecks.remarks,
    addressOfCompany: securityChecks.addressOfCompany,
    /** the time zone of the times, which the screens name beside them */
    timeZone: gateTimeZone(timeZone),
  };
}

/** Gate entries with their display fields, joined with their companies. */
export function selectChecks(db: Queryable, timeZone: string) {
  return db
    .select(checkFields(timeZone))
    .from(securityChecks)
    .innerJoin(buyerCompany, eq(buyerCompany.id, securityChecks.buyerCompanyId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, securityChecks.supplierCompanyId))
    .$dynamic();
}

export async function countChecks(db: Queryable, query: SecurityCheckQuery, scope: DataScope) {
  const [row] = await db
    .select({ value: count() })
    .from(securityChecks)
    .innerJoin(buyerCompany, eq(buyerCompany.id, securityChecks.buyerCompanyId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, securityChecks.supplierCompanyId))
    .where(checkCondition(query, scope));
  return row?.value ?? 0;
}

/** Every matching gate entry in the list's order (the download streams it). */
export function allChecks(db: Queryable, query: SecurityCheckQuery, scope: DataScope, timeZone: string) {
  return selectChecks(db, timeZone)
    .where(checkCondition(query, scope))
    .orderBy(...orderSql(sortKeys(CHECK_SORT, query, CHECK_TIE_BREAKERS)));
}

export type CheckRecord = Awaited<ReturnType<typeof allChecks>>[number];

/** A page of the list with the total: the page's ids first (read from the nearest known row), then their rows. */
export function pageOfChecks(db: Queryable, query: SecurityCheckQuery, scope: DataScope, timeZone: string) {
  const keys = sortKeys(CHECK_SORT, query, CHECK_TIE_BREAKERS);
  const tables = ['security_checks', 'companies'];
  const kept = checkCountsKept(query, scope);
  const idQuery = partiesIdQuery(db, {
    table: securityChecks,
    id: securityChecks.id,
    buyer: { company: buyerCompany, column: securityChecks.buyerCompanyId },
    supplier: { company: supplierCompany, column: securityChecks.supplierCompanyId },
    condition: checkCondition(query, scope),
  });
  const ids = idsOf(db, keys, idQuery);
  return readPageOfIds(db, query, {
    key: anchorKey('gate entries', query, scope),
    tables,
    keys,
    count: () =>
      rememberedCount(db, countKey('gate entries', query, scope), tables, (snapshot) =>
        kept ? keptCheckCount(snapshot, scope) : countChecks(snapshot, query, scope),
      ),
    ids,
    // a deep page of the unfiltered list, newest first, from the first or last entry of its gate date
    seek:
      kept && !query.sortName
        ? daySeek(db, checkDays(scope), ids, (day) => eq(securityChecks.scDate, day))
        : undefined,
    idQuery,
    rows: (ids) =>
      selectChecks(db, timeZone)
        .where(inArray(securityChecks.id, ids))
        .orderBy(...orderSql(keys)),
  });
}
