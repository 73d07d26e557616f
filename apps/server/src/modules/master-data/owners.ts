import type { RowError } from '@portal/contract/common';
import type { Queryable } from '../../db/client.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { masterDataMessages as messages } from './messages.ts';
import { buyersByCode, partKeyOf, refError, suppliedParts, supplierKey, suppliersOf } from './references.ts';

/** The codes of a row that say whose it is, and the sheet fields they come from (to name them in errors). */
export interface OwnerCodes {
  buyer: string;
  supplier: string;
  /** checked against the parts the supplier delivers to the buyer, when given */
  partNo?: string;
}
export interface OwnerFields {
  buyer: string;
  supplier: string;
  partNo?: string;
}

export interface Owner {
  buyerCompanyId: number;
  supplierCompanyId: number;
  /** the part's own description, when a part was checked */
  partDescription: string | null;
}

export type OwnerRefs = Awaited<ReturnType<typeof loadOwners>>;

/** Buyers (the uploader's), their associated suppliers and (optionally) the parts those deliver, set-based. */
export async function loadOwners(tx: Queryable, buyerCompanyIds: number[], codes: OwnerCodes[]) {
  const buyers = await buyersByCode(
    tx,
    buyerCompanyIds,
    codes.map((code) => code.buyer),
  );
  const buyerIds = [...buyers.values()];
  const partNos = codes.flatMap((code) => (code.partNo ? [code.partNo] : []));
  return {
    buyers,
    suppliers: await suppliersOf(
      tx,
      buyerIds,
      codes.map((code) => code.supplier),
    ),
    parts: await suppliedParts(tx, buyerIds, partNos),
  };
}

/**
 * Adds the reason a row is not the uploader's and answers undefined, for ownerOf to return. Not a closure
 * inside ownerOf: one was made for every row, and the server's TypeScript loader names each function made
 * (about 0.2 s of a 50,000-row file).
 */
function refuse(
  errors: RowError[],
  row: { rowNumber: number },
  field: string,
  message: (typeof messages)['unknownBuyer'],
  params: { label: string } & Record<string, string>,
  locale: Locale,
): undefined {
  errors.push(refError(row.rowNumber, field, message, locale, params));
  return undefined;
}

/**
 * Whose a row is, or undefined after adding the first reason it cannot be: a buyer company the uploader
 * does not work for, a supplier not associated with it, a part that supplier does not deliver to it.
 */
export function ownerOf(
  refs: OwnerRefs,
  row: { rowNumber: number; codes: OwnerCodes; fields: OwnerFields },
  label: (field: string) => string,
  locale: Locale,
  errors: RowError[],
): Owner | undefined {
  const { codes, fields } = row;
  const buyerCompanyId = refs.buyers.get(codes.buyer);
  if (buyerCompanyId === undefined) {
    const params = { label: label(fields.buyer), value: codes.buyer };
    return refuse(errors, row, fields.buyer, messages.unknownBuyer, params, locale);
  }
  const supplierCompanyId = refs.suppliers.get(supplierKey(buyerCompanyId, codes.supplier));
  if (supplierCompanyId === undefined) {
    const params = { label: label(fields.supplier), value: codes.supplier, buyer: codes.buyer };
    return refuse(errors, row, fields.supplier, messages.unknownSupplier, params, locale);
  }
  if (codes.partNo === undefined || fields.partNo === undefined) {
    return { buyerCompanyId, supplierCompanyId, partDescription: null };
  }
  const part = partKeyOf(buyerCompanyId, supplierCompanyId, codes.partNo);
  if (!refs.parts.has(part)) {
    const params = {
      label: label(fields.partNo),
      value: codes.partNo,
      supplier: codes.supplier,
      buyer: codes.buyer,
    };
    return refuse(errors, row, fields.partNo, messages.unknownPart, params, locale);
  }
  return { buyerCompanyId, supplierCompanyId, partDescription: refs.parts.get(part) ?? null };
}
