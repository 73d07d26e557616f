import type { EmailConfigurationRow } from '@portal/contract/email-configuration';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { PLANT_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { EmailConfigurationPageInput } from '../api/get-email-configuration-page.ts';
import { BUYER_OPTIONS_KEY, getBuyerOptions } from '../api/get-filter-options.ts';
import { ConfigStatusText } from './config-status-text.tsx';

/**
 * The email configuration list (spec 1 §2.6): filters buyer company, ship-to plant and supplier codes
 * (fixed to their own for suppliers); columns buyer company code, alert content and status.
 */
export const emailConfigurationColumns: readonly ListColumn<
  EmailConfigurationRow,
  EmailConfigurationPageInput
>[] = [
  {
    dataIndex: 'buyerCompanyCode',
    title: 'list.buyerCompanyCode',
    width: 170,
    sortable: true,
    filter: {
      kind: 'remoteSelect',
      name: 'buyerCompanyId',
      queryKey: BUYER_OPTIONS_KEY,
      loadOptions: getBuyerOptions,
    },
  },
  {
    hideInTable: true,
    key: 'buyerPlantCode',
    title: 'query.buyerPlantCode',
    filter: { ...PLANT_CODE_FILTER, name: 'buyerPlantCode' },
  },
  {
    hideInTable: true,
    key: 'supplierCode',
    title: 'query.supplierCode',
    filter: { kind: 'multiText', name: 'supplierCode', lockedValue: lockToOwnSupplier },
  },
  { dataIndex: 'emailAlertContent', title: 'list.emailAlertContent', width: 520, sortable: true },
  {
    dataIndex: 'configStatus',
    title: 'list.configStatus',
    width: 140,
    align: 'center',
    sortable: true,
    render: (status) => <ConfigStatusText status={status} />,
  },
];
