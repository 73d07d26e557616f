import type { InterfaceLogRow } from '@portal/contract/interface-log';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import type { InterfaceLogPageInput } from '../api/get-interface-log-page.ts';
import { getWebServiceTypeOptions, WEB_SERVICE_TYPES_KEY } from '../api/get-web-service-types.ts';
import { InterfaceStatusTag } from './interface-status-tag.tsx';

/**
 * The interface log (spec 3 §2.4, §3): filters web service type, reference number, request days and
 * status; one row per call to or from the ERP.
 */
export const interfaceLogColumns: readonly ListColumn<InterfaceLogRow, InterfaceLogPageInput>[] = [
  {
    dataIndex: 'wsTypeView',
    title: 'list.wsType',
    width: 160,
    sortable: true,
    fixed: 'left',
    filter: {
      kind: 'remoteSelect',
      name: 'wsType',
      queryKey: WEB_SERVICE_TYPES_KEY,
      loadOptions: getWebServiceTypeOptions,
      order: 1,
    },
  },
  { dataIndex: 'requestForward', title: 'list.requestForward', width: 120, sortable: true },
  {
    dataIndex: 'referenceNo',
    title: 'list.referenceNo',
    width: 160,
    sortable: true,
    filter: { kind: 'text', order: 2 },
  },
  {
    dataIndex: 'statusView',
    title: 'list.status',
    width: 90,
    align: 'center',
    sortable: true,
    render: (label, row) => <InterfaceStatusTag code={row.statusCode} label={label} />,
    filter: {
      kind: 'select',
      name: 'status',
      options: [
        { value: '1', labelKey: 'status.success' },
        { value: '2', labelKey: 'status.failure' },
      ],
      order: 4,
    },
  },
  // an invoice posting's invoice as it stands now (empty for other calls)
  { dataIndex: 'invoiceStatus', title: 'list.invoiceStatus', width: 130 },
  {
    dataIndex: 'requestTime',
    title: 'list.requestTime',
    width: 180,
    render: renderRecordTime,
    sortable: true,
  },
  {
    dataIndex: 'responseTime',
    title: 'list.responseTime',
    width: 180,
    render: renderRecordTime,
    sortable: true,
  },
  { dataIndex: 'errorMessage', title: 'list.errorMessage', width: 220, ellipsis: true },
  { dataIndex: 'isRetry', title: 'list.isRetry', width: 90, align: 'center', render: renderYesNo },
  { dataIndex: 'handleResult', title: 'list.handleResult', width: 100, align: 'center', render: renderYesNo },
  {
    hideInTable: true,
    key: 'requestTimeRange',
    title: 'list.requestTime',
    filter: { kind: 'dateRange', from: 'requestTimeStart', to: 'requestTimeEnd', order: 3 },
  },
];
