import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteOption } from './list-filter.ts';

export type ChoiceValue = string | string[];

type ChoiceSelectProps = {
  options: readonly RemoteOption[];
  value?: ChoiceValue;
  onChange?: (value: ChoiceValue | undefined) => void;
  multiple?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** an explicit "All" entry (empty value) instead of a cleared box */
  allOption?: boolean;
  id?: string;
};

/** The select of the query form: searchable by label, clearable, optionally several values. */
export function ChoiceSelect({ options, multiple, allOption, ...props }: ChoiceSelectProps) {
  const { t } = useTranslation('listKit');
  const entries = allOption ? [{ value: '', label: t('form.all') }, ...options] : options;
  return (
    <Select<ChoiceValue>
      {...props}
      mode={multiple ? 'multiple' : undefined}
      options={entries.map((option) => ({ ...option }))}
      allowClear={!allOption}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      placeholder={t('form.selectPlaceholder')}
    />
  );
}
