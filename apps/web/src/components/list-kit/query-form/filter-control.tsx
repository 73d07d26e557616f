import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterFormValue, ResolvedFilter } from '../query/resolve-filters.ts';
import type { ChoiceValue } from './choice-select.tsx';
import { DateRangeInput } from './date-range-input.tsx';
import type { DateRangeValue } from './date-range-rule.ts';
import { PropertySelect, RemoteSelect, StaticSelect, YesNoSelect } from './filter-selects.tsx';
import { MultiValueInput } from './multi-value-input.tsx';

function asText(value: FilterFormValue): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
function asChoice(value: FilterFormValue): ChoiceValue | undefined {
  return typeof value === 'string' || Array.isArray(value) ? value : undefined;
}
function asRange(value: FilterFormValue): DateRangeValue | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

type FilterControlProps<Query> = {
  entry: ResolvedFilter<Query>;
  /** i18n namespace of the page (static option labels) */
  ns: string;
  id?: string;
  value?: FilterFormValue;
  onChange?: (value: FilterFormValue) => void;
};

/** The control of one filter; the query form's Form.Item feeds it `value` and `onChange`. */
export function FilterControl<Query>({ entry, ns, id, value, onChange }: FilterControlProps<Query>) {
  const { t } = useTranslation('listKit');
  const { filter } = entry;
  const common = { id, onChange, disabled: entry.locked !== undefined };
  switch (filter.kind) {
    case 'text':
      return (
        <Input
          {...common}
          value={asText(value) ?? ''}
          allowClear
          placeholder={t('form.inputPlaceholder')}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'multiText':
      return <MultiValueInput {...common} value={asText(value)} />;
    case 'select':
      return <StaticSelect {...common} filter={filter} ns={ns} value={asChoice(value)} />;
    case 'property':
      return <PropertySelect {...common} filter={filter} value={asChoice(value)} />;
    case 'remoteSelect':
      return <RemoteSelect {...common} filter={filter} value={asChoice(value)} />;
    case 'yesNo':
      return <YesNoSelect {...common} value={asChoice(value)} />;
    case 'dateRange':
      return <DateRangeInput id={id} value={asRange(value)} onChange={onChange} />;
  }
}
