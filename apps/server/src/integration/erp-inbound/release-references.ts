import type { RowError } from '@portal/contract/common';
import type { ScheduleRelease } from '@portal/contract/erp-inbound';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, parts, plants, relationships } from '../../db/schema/index.ts';
import { type Locale, type Message, render } from '../../platform/i18n/locale.ts';
import { erpInboundMessages as messages } from './messages.ts';

/** What a release line refers to, as ids, once every code in it is known. */
export interface ResolvedLine {
  supplierCompanyId: number;
  /** the part info unit, used when the ERP sends none */
  partUom: string;
  partDesc: string | null;
}

export interface ResolvedRelease {
  buyerCompanyId: number;
  lines: ResolvedLine[];
}

type Lookups = {
  suppliers: Map<string, { id: number; status: 'A' | 'I' | null }>;
  plants: Map<string, number>;
  /** key `${plantId}|${partNo}|${supplierId}` */
  parts: Map<string, { uom: string; description: string | null }>;
};

async function loadLookups(
  db: Queryable,
  buyerCompanyId: number,
  release: ScheduleRelease,
): Promise<Lookups> {
  const supplierCodes = [...new Set(release.lines.map((line) => line.supplierCode))];
  const plantCodes = [...new Set(release.lines.map((line) => line.shipToPlant))];
  // one after the other: `db` is the release's transaction, one connection that runs one query at a time
  const supplierRows = await db
    .select({ id: companies.id, code: companies.companyCode, status: relationships.status })
    .from(companies)
    .leftJoin(
      relationships,
      and(
        eq(relationships.supplierCompanyId, companies.id),
        eq(relationships.buyerCompanyId, buyerCompanyId),
      ),
    )
    .where(and(eq(companies.companyType, 'S'), inArray(companies.companyCode, supplierCodes)));
  const plantRows = await db
    .select({ id: plants.id, code: plants.plantCode })
    .from(plants)
    .where(and(eq(plants.companyId, buyerCompanyId), inArray(plants.plantCode, plantCodes)));
  const suppliers = new Map(supplierRows.map((row) => [row.code, { id: row.id, status: row.status }]));
  const plantIds = new Map(plantRows.map((row) => [row.code, row.id]));
  const wanted = release.lines.flatMap((line) => {
    const plantId = plantIds.get(line.shipToPlant);
    const supplier = suppliers.get(line.supplierCode);
    return plantId && supplier ? [{ plant_id: plantId, part_no: line.partNo, supplier_id: supplier.id }] : [];
  });
  const partRows =
    wanted.length === 0
      ? []
      : await db
          .select({
            plantId: parts.plantId,
            partNo: parts.partNo,
            supplierId: parts.supplierCompanyId,
            uom: parts.uom,
            description: parts.partDescription,
          })
          .from(parts)
          .where(
            // the wanted triples travel as one JSON parameter (a list of tuples has no array form in SQL)
            sql`(${parts.plantId}, ${parts.partNo}, ${parts.supplierCompanyId}) in (
              select w.plant_id, w.part_no, w.supplier_id
                from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
                  as w(plant_id bigint, part_no text, supplier_id bigint))`,
          );
  const partInfo = new Map(
    partRows.map((row) => [`${row.plantId}|${row.partNo}|${row.supplierId}`, row] as const),
  );
  return { suppliers, plants: plantIds, parts: partInfo };
}

/** Errors of the release's own shape: an order line twice, a delivery date and time twice in a line. */
function duplicateErrors(release: ScheduleRelease, say: (m: Message, p: Record<string, string>) => string) {
  const errors: RowError[] = [];
  const seenLines = new Set<string>();
  release.lines.forEach((line, index) => {
    const key = `${line.orderNo}|${line.lineNo}`;
    if (seenLines.has(key)) {
      errors.push({
        row: index + 1,
        field: `lines[${index}].lineNo`,
        message: say(messages.duplicateLine, { orderNo: line.orderNo, lineNo: line.lineNo }),
      });
    }
    seenLines.add(key);
    const seenDeliveries = new Set<string>();
    line.details.forEach((detail, detailIndex) => {
      const delivery = `${detail.deliveryDate} ${detail.deliveryTime ?? ''}`;
      if (seenDeliveries.has(delivery)) {
        errors.push({
          row: index + 1,
          field: `lines[${index}].details[${detailIndex}].deliveryDate`,
          message: say(messages.duplicateDelivery, {
            date: detail.deliveryDate,
            time: detail.deliveryTime ?? '',
          }),
        });
      }
      seenDeliveries.add(delivery);
    });
  });
  return errors;
}

type LineProblem = { field: string; message: Message; params: Record<string, string> };

/** The line's supplier, plant and part as ids, or what is wrong with them. */
function lineProblem(
  line: ScheduleRelease['lines'][number],
  lookups: Lookups,
  buyerCode: string,
): ResolvedLine | LineProblem {
  const params = {
    code: line.supplierCode,
    buyer: buyerCode,
    supplier: line.supplierCode,
    plant: line.shipToPlant,
    partNo: line.partNo,
  };
  const supplier = lookups.suppliers.get(line.supplierCode);
  const plantId = lookups.plants.get(line.shipToPlant);
  if (!supplier) return { field: 'supplierCode', message: messages.unknownSupplier, params };
  if (supplier.status !== 'A') return { field: 'supplierCode', message: messages.supplierNotActive, params };
  if (!plantId)
    return {
      field: 'shipToPlant',
      message: messages.unknownPlant,
      params: { ...params, code: line.shipToPlant },
    };
  const part = lookups.parts.get(`${plantId}|${line.partNo}|${supplier.id}`);
  if (!part) return { field: 'partNo', message: messages.unknownPart, params };
  return { supplierCompanyId: supplier.id, partUom: part.uom, partDesc: part.description };
}

/**
 * Turns the codes of a release into ids: the buyer company, and per line an active supplier of that buyer,
 * a plant of that buyer and a part that supplier delivers to that plant (part info). Answers every problem
 * with its line (1-based) and field, so the ERP can correct the whole release at once.
 */
export async function resolveRelease(
  db: Queryable,
  release: ScheduleRelease,
  locale: Locale,
): Promise<{ resolved: ResolvedRelease } | { errors: RowError[] }> {
  const say = (message: Message, params: Record<string, string>) => render(message, locale, params);
  const [buyer] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.companyCode, release.buyerCompanyCode), eq(companies.companyType, 'B')));
  if (!buyer) {
    const message = say(messages.unknownBuyer, { code: release.buyerCompanyCode });
    return { errors: [{ row: 0, field: 'buyerCompanyCode', message }] };
  }
  const lookups = await loadLookups(db, buyer.id, release);
  const errors = duplicateErrors(release, say);
  const lines: ResolvedLine[] = [];
  for (const [index, line] of release.lines.entries()) {
    const problem = lineProblem(line, lookups, release.buyerCompanyCode);
    if ('field' in problem) {
      errors.push({
        row: index + 1,
        field: `lines[${index}].${problem.field}`,
        message: say(problem.message, problem.params),
      });
    } else {
      lines.push(problem);
    }
  }
  return errors.length > 0 ? { errors } : { resolved: { buyerCompanyId: buyer.id, lines } };
}
