import { type SecurityCheckRow, securityCheckEndpoints } from '@portal/contract/security-check';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

/** An ASN has at most one gate entry (the server's unique index); a few rows are enough to find it. */
const LOOKUP_SIZE = 20;

/**
 * The gate entry recorded for the ASN, if any (in the caller's scope, as the list shows it). The list's ASN
 * filter matches any part of the number, so the row is picked by the whole number.
 */
export async function findGateEntry(asnNo: string): Promise<SecurityCheckRow | null> {
  const page = await callEndpoint(securityCheckEndpoints.query, {
    body: { asnNo, pageNo: 1, size: LOOKUP_SIZE },
  });
  return page.records.find((row) => row.asnNo === asnNo) ?? null;
}
