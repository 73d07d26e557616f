/**
 * The ASN number a scanned code names. An ASN label's QR holds ASN|part|quantity|package (the server's
 * label-data); anything without a | is taken as an ASN number typed or printed on its own.
 */
export function asnNoOfLabel(scanned: string): string {
  return (scanned.split('|')[0] ?? '').trim();
}
