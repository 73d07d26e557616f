import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { buildListQuery } from '../query/build-list-query.ts';
import type { FilterValues, ResolvedFilter } from '../query/resolve-filters.ts';

/** Puts values into the form field by field (setFieldsValue would merge a date range into the old one). */
export function showValues<Query>(
  form: FormInstance<FilterValues>,
  filters: readonly ResolvedFilter<Query>[],
  values: FilterValues,
) {
  form.setFields(filters.map((entry) => ({ name: entry.field, value: values[entry.field], errors: [] })));
}

/** Whether two sets of form values search the same (`P1, P2` typed and `P1` `P2` read from the address do). */
export function sameSearch<Query>(
  filters: readonly ResolvedFilter<Query>[],
  a: FilterValues,
  b: FilterValues,
): boolean {
  return JSON.stringify(buildListQuery(filters, a)) === JSON.stringify(buildListQuery(filters, b));
}

type ShownSearch<Query> = {
  form: FormInstance<FilterValues>;
  filters: readonly ResolvedFilter<Query>[];
  searched: FilterValues | undefined;
  defaults: FilterValues;
  /** runs when the form takes a search other than the defaults, so the form can open to show it */
  onOtherThanDefaults: () => void;
};

/**
 * Keeps the form showing the searched values when they change from outside the form (Back/Forward, a
 * link to the same screen). After the form's own Search they already match, and what was typed stays.
 */
export function useShownSearch<Query>(input: ShownSearch<Query>) {
  const key = JSON.stringify(input.searched ?? null);
  const latest = useRef(input);
  latest.current = input;
  // the form opened showing the search; only a later one is to be shown
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const { form, filters, searched, defaults, onOtherThanDefaults } = latest.current;
    const values = { ...defaults, ...searched };
    if (sameSearch(filters, form.getFieldsValue(true), values)) return;
    showValues(form, filters, values);
    if (!sameSearch(filters, values, defaults)) onOtherThanDefaults();
  }, [key]);
}
