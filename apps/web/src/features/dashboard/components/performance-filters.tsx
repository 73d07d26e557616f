import type { PeriodType } from '@portal/contract/performance';
import { useQuery } from '@tanstack/react-query';
import { Flex, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BUYER_CODE_OPTIONS_KEY,
  getBuyerCodeOptions,
  getSupplierCodeOptions,
  SUPPLIER_CODE_OPTIONS_KEY,
} from '../../lookup/api/code-options.ts';

export interface PerformanceChoice {
  period: PeriodType;
  companyCode?: string;
  /** buyers only: one supplier, or all */
  supplierCode?: string;
}

interface PerformanceFiltersProps {
  choice: PerformanceChoice;
  isSupplier: boolean;
  onChange: (choice: PerformanceChoice) => void;
}

/** The buyer company options; the section opens on the first (the drill-down names one company). */
export function useBuyerOptions() {
  return useQuery({ queryKey: BUYER_CODE_OPTIONS_KEY, queryFn: getBuyerCodeOptions, staleTime: 300_000 });
}

/** Week or month, the buyer company, and for buyers the supplier picker. */
export function PerformanceFilters({ choice, isSupplier, onChange }: PerformanceFiltersProps) {
  const { t } = useTranslation('dashboard');
  const { t: tp } = useTranslation('performance');
  const buyers = useBuyerOptions();
  const suppliers = useQuery({
    queryKey: SUPPLIER_CODE_OPTIONS_KEY,
    queryFn: getSupplierCodeOptions,
    staleTime: 300_000,
    enabled: !isSupplier,
  });
  return (
    <Flex gap={8} wrap className="performance-filters">
      <Segmented<PeriodType>
        value={choice.period}
        options={[
          { value: 'week', label: tp('period.week') },
          { value: 'month', label: tp('period.month') },
        ]}
        onChange={(period) => onChange({ ...choice, period })}
      />
      <Select
        aria-label={t('performance.company')}
        className="performance-company-select"
        value={choice.companyCode}
        options={buyers.data ?? []}
        loading={buyers.isPending}
        popupMatchSelectWidth={false}
        onChange={(companyCode: string) => onChange({ ...choice, companyCode })}
      />
      {!isSupplier && (
        <Select
          aria-label={t('performance.supplier')}
          className="performance-supplier-select"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder={t('performance.allSuppliers')}
          value={choice.supplierCode}
          options={suppliers.data ?? []}
          loading={suppliers.isPending}
          popupMatchSelectWidth={false}
          onChange={(supplierCode?: string) => onChange({ ...choice, supplierCode })}
        />
      )}
    </Flex>
  );
}
