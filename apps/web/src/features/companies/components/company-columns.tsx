import type { CompanyRow } from '@portal/contract/companies';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import type { CompanyPageInput } from '../api/get-company-page.ts';

/** The company list (spec 3 §2.4): searchable by code (several), name and type. */
export const companyColumns: readonly ListColumn<CompanyRow, CompanyPageInput>[] = [
  {
    dataIndex: 'companyCode',
    title: 'list.companyCode',
    width: 140,
    sortable: true,
    fixed: 'left',
    filter: { kind: 'multiText', name: 'companyCodeList' },
  },
  {
    dataIndex: 'companyName',
    title: 'list.companyName',
    width: 240,
    sortable: true,
    ellipsis: true,
    filter: { kind: 'text' },
  },
  {
    dataIndex: 'i18nCompanyType',
    title: 'list.companyType',
    width: 120,
    sortable: true,
    sortField: 'companyType',
    filter: { kind: 'property', propType: 'companyType', name: 'companyType' },
  },
  { dataIndex: 'country', title: 'list.country', width: 100, sortable: true },
  { dataIndex: 'timeZone', title: 'list.timeZone', width: 170 },
  { dataIndex: 'overdueDay', title: 'list.overdueDay', width: 110, align: 'right' },
  {
    dataIndex: 'isCreateLabel',
    title: 'list.isCreateLabel',
    width: 120,
    align: 'center',
    render: renderYesNo,
  },
  {
    dataIndex: 'isCreateInvoice',
    title: 'list.isCreateInvoice',
    width: 120,
    align: 'center',
    render: renderYesNo,
  },
  { dataIndex: 'referCompanyCode', title: 'list.referCompanyCode', width: 150 },
  { dataIndex: 'updatedAt', title: 'list.updatedAt', width: 180, render: renderRecordTime, sortable: true },
];
