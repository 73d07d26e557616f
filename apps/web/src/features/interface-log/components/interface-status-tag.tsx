import type { InterfaceStatusCode } from '@portal/contract/interface-log';
import { Tag } from 'antd';

/** Success green, failure red; the label comes from the server in the current language. */
export function InterfaceStatusTag({ code, label }: { code: InterfaceStatusCode; label: string }) {
  return <Tag color={code === 1 ? 'green' : 'red'}>{label}</Tag>;
}
