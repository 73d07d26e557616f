import type { AsnStatus } from '@portal/contract/asn';
import { Tag } from 'antd';

const COLORS: Record<AsnStatus, string> = {
  Draft: 'default',
  Submitted: 'processing',
  Success: 'success',
  Failed: 'error',
  Cancelled: 'warning',
};

/** An ASN status, coloured by its code; the label comes from the server in the current language. */
export function AsnStatusTag({ status, label }: { status: AsnStatus; label: string }) {
  return <Tag color={COLORS[status]}>{label}</Tag>;
}
