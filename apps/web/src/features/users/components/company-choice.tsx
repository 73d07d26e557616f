import type { UserType } from '@portal/contract/common';
import { Select } from 'antd';
import { useCompanyOptions } from '../api/get-company-key-values.ts';

type CompanyChoiceProps = {
  userType: UserType | undefined;
  id?: string;
  /** always a list; a non-buyer holds at most one */
  value?: number[];
  onChange?: (value: number[]) => void;
};

/**
 * The companies of a user: several for a buyer, exactly one otherwise (spec 3 §5), from the companies of
 * the chosen user type. Disabled until the type is chosen.
 */
export function CompanyChoice({ userType, id, value = [], onChange }: CompanyChoiceProps) {
  const options = useCompanyOptions(userType);
  const common = {
    id,
    options: options.data ?? [],
    loading: options.isFetching,
    disabled: userType === undefined,
    showSearch: { optionFilterProp: 'label' },
  } as const;
  if (userType === 'B') {
    return <Select<number[]> {...common} mode="multiple" value={value} onChange={(ids) => onChange?.(ids)} />;
  }
  return (
    <Select<number>
      {...common}
      value={value[0]}
      allowClear
      onChange={(companyId) => onChange?.(companyId === undefined ? [] : [companyId])}
    />
  );
}
