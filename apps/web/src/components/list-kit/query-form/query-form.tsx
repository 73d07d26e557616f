import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../../../platform/screen/use-small-screen.ts';
import { type FilterValues, initialFilterValues, type ResolvedFilter } from '../query/resolve-filters.ts';
import { FilterControl } from './filter-control.tsx';
import { filterSlots, onFirstRow } from './filter-slots.ts';
import { useFiltersPerRow } from './use-filters-per-row.ts';
import { showValues, useShownSearch } from './use-shown-search.ts';

type QueryFormProps<Query> = {
  filters: readonly ResolvedFilter<Query>[];
  /** i18n namespace of the filter labels */
  ns: string;
  /** fixed number of filters per row; by default it follows the screen width (1 to 4) */
  filtersPerRow?: number;
  /** Search and Reset both end here with the form's values; the list goes back to page 1 */
  onSearch: (values: FilterValues) => void;
  /** every change of the form's values, Reset included */
  onValuesChange?: (values: FilterValues) => void;
  /**
   * the values the list was searched with (from the address, a link, Back/Forward): the form shows them,
   * expanded when one differs from its default, and Reset goes back to the defaults
   */
  searchedValues?: FilterValues;
  /**
   * collapsed, the form shows one filter fewer so Search and Reset sit on the same row: one row in all, for
   * screens whose table must start high on a laptop (the schedule lines)
   */
  oneRowCollapsed?: boolean;
};

function hasValue(value: FilterValues[string]): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Boolean(value.from || value.to);
  return Boolean(value);
}

/** Whether a value other than the defaults is searched, so the form opens expanded to show why the list is filtered. */
function differsFromDefaults(values: FilterValues | undefined, defaults: FilterValues): boolean {
  return Object.entries(values ?? {}).some(
    ([field, value]) => hasValue(value) && JSON.stringify(value) !== JSON.stringify(defaults[field]),
  );
}

/** Collapsible query form: the first row always shows, the rest behind Expand/Collapse. */
export function QueryForm<Query>({
  filters,
  ns,
  filtersPerRow: fixedPerRow,
  onSearch,
  onValuesChange,
  searchedValues,
  oneRowCollapsed,
}: QueryFormProps<Query>) {
  const { t } = useTranslation([ns, 'listKit']);
  const filtersPerRow = useFiltersPerRow(fixedPerRow);
  const small = useSmallScreen();
  const [form] = Form.useForm<FilterValues>();
  const initialValues = useMemo(() => initialFilterValues(filters), [filters]);
  const [expanded, setExpanded] = useState(() => differsFromDefaults(searchedValues, initialValues));
  // the filters behind Expand are built on the first Expand, not with the screen (their values live in
  // the form's store either way): a collapsed schedule form shows 3 of its 13 filters
  const [builtAll, setBuiltAll] = useState(expanded);
  if (expanded && !builtAll) setBuiltAll(true);
  const [openingValues] = useState(() => ({ ...initialValues, ...searchedValues }));
  useShownSearch({
    form,
    filters,
    searched: searchedValues,
    defaults: initialValues,
    onOtherThanDefaults: () => setExpanded(true),
  });
  // one row collapsed: one filter cell fewer, so Search and Reset fit beside them
  const cellsCollapsed = oneRowCollapsed ? Math.max(1, filtersPerRow - 1) : filtersPerRow;
  const firstRow = onFirstRow(
    filters.map((entry) => entry.filter.kind),
    filtersPerRow,
    cellsCollapsed,
  );
  const collapsible = firstRow.includes(false);
  const search = () => onSearch(form.getFieldsValue(true));
  const reset = () => {
    form.resetFields();
    // the form opened with the searched values: Reset overwrites them with the defaults
    showValues(form, filters, initialValues);
    onValuesChange?.(form.getFieldsValue(true));
    search();
  };
  return (
    <Form
      form={form}
      initialValues={openingValues}
      onFinish={search}
      onValuesChange={(_changed, all) => onValuesChange?.(all)}
      labelWrap
      // a phone: each label above its filter, one filter a row (use-filters-per-row)
      {...(small ? { layout: 'vertical' as const } : { labelCol: { flex: '0 0 120px' } })}
    >
      <Row gutter={[16, 0]}>
        {filters.map((entry, index) =>
          builtAll || firstRow[index] ? (
            <Col
              key={entry.field}
              span={(24 / filtersPerRow) * filterSlots(entry.filter.kind, filtersPerRow)}
              style={!expanded && !firstRow[index] ? { display: 'none' } : undefined}
            >
              <Form.Item name={entry.field} label={t(entry.label)} style={{ marginBottom: 16 }}>
                <FilterControl entry={entry} ns={ns} />
              </Form.Item>
            </Col>
          ) : null,
        )}
        <Col flex="auto" style={{ textAlign: 'right', marginBottom: 16 }}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('listKit:form.search')}
            </Button>
            <Button onClick={reset}>{t('listKit:form.reset')}</Button>
            {collapsible && (
              <Button type="link" onClick={() => setExpanded(!expanded)}>
                {expanded ? t('listKit:form.collapse') : t('listKit:form.expand')}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
