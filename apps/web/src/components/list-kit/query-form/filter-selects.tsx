import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../platform/i18n/current-locale.ts';
import { ChoiceSelect, type ChoiceValue } from './choice-select.tsx';
import type { PropertyFilter, RemoteSelectFilter, SelectFilter } from './list-filter.ts';
import { usePropertyOptions } from './use-property-options.ts';

/** What the query form hands a select: its value, change handler and lock. */
export type SelectControlProps = {
  id?: string;
  value?: ChoiceValue;
  onChange?: (value: ChoiceValue | undefined) => void;
  disabled?: boolean;
};

/** Options fixed in the column definition, labels from the page's catalogue. */
export function StaticSelect<Query>({
  filter,
  ns,
  ...props
}: SelectControlProps & { filter: SelectFilter<Query>; ns: string }) {
  const { t } = useTranslation(ns);
  const locale = useCurrentLocale();
  const options = filter.options.map((option) => ({
    value: option.value,
    label: 'labels' in option ? option.labels[locale] : t(option.labelKey),
  }));
  return <ChoiceSelect {...props} options={options} multiple={filter.multiple} />;
}

/** Options of a property list, labelled by the server in the current language. */
export function PropertySelect<Query>({
  filter,
  ...props
}: SelectControlProps & { filter: PropertyFilter<Query> }) {
  const { data, isFetching } = usePropertyOptions(filter.propType);
  return <ChoiceSelect {...props} options={data ?? []} loading={isFetching} multiple={filter.multiple} />;
}

/** Options of any other lookup call the column names. */
export function RemoteSelect<Query>({
  filter,
  ...props
}: SelectControlProps & { filter: RemoteSelectFilter<Query> }) {
  const { data, isFetching } = useQuery({ queryKey: filter.queryKey, queryFn: filter.loadOptions });
  return <ChoiceSelect {...props} options={data ?? []} loading={isFetching} multiple={filter.multiple} />;
}

/** All / Yes / No. */
export function YesNoSelect(props: SelectControlProps) {
  const { t } = useTranslation('listKit');
  const options = [
    { value: 'Y', label: t('form.yes') },
    { value: 'N', label: t('form.no') },
  ];
  return <ChoiceSelect {...props} options={options} allOption />;
}
