import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { ReleaseStatus } from '@portal/contract/schedule';
import { Space } from 'antd';

/** Spec 2 §2: the status of a line in the caller's language, with a check mark for Confirmed and a cross for Rejected. */
export function LineStatusText({ status, label }: { status: ReleaseStatus; label: string }) {
  const icon =
    status === 'Confirmed' ? (
      <CheckCircleFilled style={{ color: '#389e0d' }} aria-label="check" />
    ) : status === 'Rejected' ? (
      <CloseCircleFilled style={{ color: '#cf1322' }} aria-label="close" />
    ) : null;
  return (
    <Space size={4}>
      {icon}
      <span>{label}</span>
    </Space>
  );
}
