import { Link } from 'react-router';
import { handAsnNoToHistory } from '../../platform/session/asn-handoff.ts';

/**
 * A document number as a link to the screen that lists it, searching for it. The schedule query opens with
 * its release-date and latest-only filters cleared: the release may be older or superseded.
 */
export function AsnLink({ asnNo }: { asnNo: string }) {
  return (
    <Link to="/asnQuery" onClick={() => handAsnNoToHistory(asnNo)}>
      {asnNo}
    </Link>
  );
}

export function InvoiceLink({ invoiceNo }: { invoiceNo: string }) {
  return <Link to={`/queryInvoice?${new URLSearchParams({ invoiceNoList: invoiceNo })}`}>{invoiceNo}</Link>;
}

export function ReleaseLink({ releaseNo }: { releaseNo: string }) {
  const search = new URLSearchParams({ releaseNo, releaseDateFrom: '', releaseDateTo: '', isLatest: '' });
  return <Link to={`/deliveryScheduleQuery?${search}`}>{releaseNo}</Link>;
}
