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
  const fail = (
    field: string,
    message: (typeof messages)['unknownBuyer'],
    params: Record<string, string>,
  ) => {
    errors.push(refError(row.rowNumber, field, message, locale, { label: label(field), ...params }));
    return undefined;
  };
  const buyerCompanyId = refs.buyers.get(codes.buyer);
  if (buyerCompanyId === undefined) return fail(fields.buyer, messages.unknownBuyer, { value: codes.buyer });
  const supplierCompanyId = refs.suppliers.get(supplierKey(buyerCompanyId, codes.supplier));
  if (supplierCompanyId === undefined) {
    return fail(fields.supplier, messages.unknownSupplier, { value: codes.supplier, buyer: codes.buyer });
  }
  if (codes.partNo === undefined || fields.partNo === undefined) {
    return { buyerCompanyId, supplierCompanyId, partDescription: null };
  }
  const part = partKeyOf(buyerCompanyId, supplierCompanyId, codes.partNo);
  if (!refs.parts.has(part)) {
    return fail(fields.partNo, messages.unknownPart, {
      value: codes.partNo,
      supplier: codes.supplier,
      buyer: codes.buyer,
    });
  }
  return { buyerCompanyId, supplierCompanyId, partDescription: refs.parts.get(part) ?? null };
}
