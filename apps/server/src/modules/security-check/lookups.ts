import type { SecurityCheckAsnLookup } from '@portal/contract/security-check';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { asnItems, type GateAsn, type GateAsnKey, gateAsns } from './gate-asns.ts';
import { securityCheckMessages as messages } from './messages.ts';
import { assertBuyerWrites } from './service.ts';

/**
 * The ASNs of the key the caller's gate may check in, refusing early (so the guard learns at the ASN field)
 * an ASN that is unknown, not sent, of another buyer, or already checked in.
 */
export async function openGateAsns(db: Queryable, key: GateAsnKey, scope: DataScope, lock = false) {
  assertBuyerWrites(scope);
  const found = await gateAsns(db, key, scope, lock);
  if (found.length === 0) throw notFound(messages.asnNotFound, { asnNo: key.asnNo });
  const open = found.filter((asn) => asn.gateEntrySrNo === null);
  const checked = found.find((asn) => asn.gateEntrySrNo !== null);
  if (open.length === 0 && checked)
    throw conflict(messages.asnAlreadyChecked, {
      asnNo: key.asnNo,
      gateEntrySrNo: checked.gateEntrySrNo ?? '',
    });
  return open;
}

const distinct = (values: string[]) => [...new Set(values)];

export async function companiesOfAsn(db: Queryable, asnNo: string, scope: DataScope) {
  const asns = await openGateAsns(db, { asnNo }, scope);
  return distinct(asns.map((asn) => asn.buyerCompanyCode)).map((companyCode) => ({ companyCode }));
}

export async function suppliersOfAsn(db: Queryable, key: GateAsnKey, scope: DataScope) {
  const asns = await openGateAsns(db, key, scope);
  return distinct(asns.map((asn) => asn.supplierCode)).map((value) => ({ value }));
}

export async function asnForGate(
  db: Queryable,
  key: Required<GateAsnKey>,
  scope: DataScope,
): Promise<SecurityCheckAsnLookup> {
  const [asn] = await openGateAsns(db, key, scope);
  if (!asn) throw notFound(messages.asnNotFound, { asnNo: key.asnNo });
  return lookupOf(asn, await asnItems(db, asn.asnHeaderId));
}

function lookupOf(asn: GateAsn, itemList: SecurityCheckAsnLookup['itemList']): SecurityCheckAsnLookup {
  return {
    supplierName: asn.supplierName,
    shipToPlantCode: asn.shipToPlantCode,
    vehicleNo: asn.vehicleNo,
    // the ASN records no driver: the guard types the name
    nameOfDriver: null,
    addressOfCompany: asn.addressOfCompany,
    itemList,
  };
}
