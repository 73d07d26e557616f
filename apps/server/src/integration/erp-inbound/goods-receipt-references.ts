import type { RowError } from '@portal/contract/common';
import type { GoodsReceipt } from '@portal/contract/erp-inbound';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders, companies, parts, plants, properties, relationships } from '../../db/schema/index.ts';
import { type Locale, type Message, render } from '../../platform/i18n/locale.ts';
import { erpInboundMessages as messages } from './messages.ts';

/** What a goods receipt refers to, as ids, once every code in it is known. */
export interface ResolvedReceipt {
  buyerCompanyId: number;
  supplierCompanyId: number;
  /** the portal's ASN of the receipt's asnNo, when it has one */
  asnHeaderId: number | null;
  /** per line: the part info unit, used when the ERP sends no unit */
  partUoms: string[];
}

type Say = (message: Message, params: Record<string, string>) => string;
type HeaderField = 'supplierCode' | 'shipToPlant' | 'asnNo';

async function supplierOf(db: Queryable, buyerCompanyId: number, code: string) {
  const [row] = await db
    .select({ id: companies.id, related: relationships.id })
    .from(companies)
    .leftJoin(
      relationships,
      and(
        eq(relationships.supplierCompanyId, companies.id),
        eq(relationships.buyerCompanyId, buyerCompanyId),
      ),
    )
    .where(and(eq(companies.companyCode, code), eq(companies.companyType, 'S')));
  return row;
}

async function plantIdOf(db: Queryable, buyerCompanyId: number, code: string) {
  const [row] = await db
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.companyId, buyerCompanyId), eq(plants.plantCode, code)));
  return row?.id;
}

/** Part info units by part number: the parts this supplier delivers to this plant, among those asked. */
async function partUomsOf(db: Queryable, plantId: number, supplierId: number, partNos: string[]) {
  const rows = await db
    .select({ partNo: parts.partNo, uom: parts.uom })
    .from(parts)
    .where(
      and(
        eq(parts.plantId, plantId),
        eq(parts.supplierCompanyId, supplierId),
        inArray(parts.partNo, partNos),
      ),
    );
  return new Map(rows.map((row) => [row.partNo, row.uom]));
}

async function currencyKeys(db: Queryable): Promise<Set<string>> {
  const rows = await db
    .select({ key: properties.propKey })
    .from(properties)
    .where(eq(properties.propType, 'currencyType'));
  return new Set(rows.map((row) => row.key));
}

async function asnOf(db: Queryable, asnNo: string) {
  const [row] = await db
    .select({
      id: asnHeaders.id,
      buyerCompanyId: asnHeaders.buyerCompanyId,
      supplierCompanyId: asnHeaders.supplierCompanyId,
    })
    .from(asnHeaders)
    .where(eq(asnHeaders.asnNo, asnNo));
  return row;
}

/** Errors of the document's own shape: a receipt line number twice. */
function duplicateLineErrors(receipt: GoodsReceipt, say: Say): RowError[] {
  const seen = new Set<string>();
  return receipt.lines.flatMap((line, index) => {
    const twice = seen.has(line.grLineNo);
    seen.add(line.grLineNo);
    return twice
      ? [
          {
            row: index + 1,
            field: `lines[${index}].grLineNo`,
            message: say(messages.duplicateGrLine, { grLineNo: line.grLineNo }),
          },
        ]
      : [];
  });
}

/** Per line: an unknown currency, a part the supplier does not deliver to the plant. */
function lineErrors(
  receipt: GoodsReceipt,
  uoms: Map<string, string>,
  currencies: Set<string>,
  say: Say,
): RowError[] {
  return receipt.lines.flatMap((line, index) => {
    const errors: RowError[] = [];
    if (!uoms.has(line.partNo)) {
      const params = { partNo: line.partNo, supplier: receipt.supplierCode, plant: receipt.shipToPlant };
      errors.push({
        row: index + 1,
        field: `lines[${index}].partNo`,
        message: say(messages.unknownPart, params),
      });
    }
    if (!currencies.has(line.currency)) {
      errors.push({
        row: index + 1,
        field: `lines[${index}].currency`,
        message: say(messages.unknownCurrency, { code: line.currency }),
      });
    }
    return errors;
  });
}

/**
 * Turns the codes of a goods receipt into ids: the buyer company, a supplier of that buyer (active or
 * not: the goods have arrived), a plant of that buyer, per line a part that supplier delivers to that
 * plant and a known currency, and the portal's ASN when asnNo names one (it must be that buyer's and that
 * supplier's). Answers every problem with its line (0: the document) and field.
 */
export async function resolveGoodsReceipt(
  db: Queryable,
  receipt: GoodsReceipt,
  locale: Locale,
): Promise<{ resolved: ResolvedReceipt } | { errors: RowError[] }> {
  const say: Say = (message, params) => render(message, locale, params);
  const [buyer] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.companyCode, receipt.buyerCompanyCode), eq(companies.companyType, 'B')));
  if (!buyer) {
    const message = say(messages.unknownBuyer, { code: receipt.buyerCompanyCode });
    return { errors: [{ row: 0, field: 'buyerCompanyCode', message }] };
  }
  // one after the other: `db` is the receipt's transaction, one connection that runs one query at a time
  const supplier = await supplierOf(db, buyer.id, receipt.supplierCode);
  const plantId = await plantIdOf(db, buyer.id, receipt.shipToPlant);
  const currencies = await currencyKeys(db);
  const asn = receipt.asnNo ? await asnOf(db, receipt.asnNo) : undefined;
  const headerErrors: RowError[] = [];
  const refuse = (field: HeaderField, message: Message, code: string) =>
    headerErrors.push({
      row: 0,
      field,
      message: say(message, { code, buyer: receipt.buyerCompanyCode, asnNo: receipt.asnNo ?? '' }),
    });
  if (!supplier) refuse('supplierCode', messages.unknownSupplier, receipt.supplierCode);
  else if (!supplier.related) refuse('supplierCode', messages.supplierNotRelated, receipt.supplierCode);
  if (!plantId) {
    headerErrors.push({
      row: 0,
      field: 'shipToPlant',
      message: say(messages.unknownPlant, { code: receipt.shipToPlant, buyer: receipt.buyerCompanyCode }),
    });
  }
  if (asn && supplier && (asn.buyerCompanyId !== buyer.id || asn.supplierCompanyId !== supplier.id)) {
    refuse('asnNo', messages.asnOfOther, receipt.asnNo ?? '');
  }
  // parts are looked for only once the supplier and the plant are right (else every line would repeat it)
  const uoms =
    supplier?.related && plantId
      ? await partUomsOf(db, plantId, supplier.id, [...new Set(receipt.lines.map((line) => line.partNo))])
      : undefined;
  const errors = [
    ...headerErrors,
    ...duplicateLineErrors(receipt, say),
    ...(uoms ? lineErrors(receipt, uoms, currencies, say) : []),
  ];
  if (errors.length > 0 || !supplier || !uoms) return { errors };
  return {
    resolved: {
      buyerCompanyId: buyer.id,
      supplierCompanyId: supplier.id,
      asnHeaderId: asn?.id ?? null,
      partUoms: receipt.lines.map((line) => uoms.get(line.partNo) ?? ''),
    },
  };
}
