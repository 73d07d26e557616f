import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { securityChecks } from '../../db/schema/index.ts';

/**
 * True when the ASN has passed the gate (a gate entry names it). The ASN and invoice lists derive their
 * security-check flag from this instead of a copied column, so it can never disagree with the gate entries;
 * the lookup is the unique index on security_checks.asn_header_id.
 */
export function gateChecked(asnHeaderId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${securityChecks} where ${securityChecks.asnHeaderId} = ${asnHeaderId})`;
}

/** The same as the contract's Y/N flag. */
export function gateCheckedFlag(asnHeaderId: SQLWrapper): SQL<'Y' | 'N'> {
  return sql<'Y' | 'N'>`case when ${gateChecked(asnHeaderId)} then 'Y' else 'N' end`;
}
