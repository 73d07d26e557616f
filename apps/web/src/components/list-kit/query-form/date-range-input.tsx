import { DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { type DateRangeSide, type DateRangeValue, dateRangeRule } from './date-range-rule.ts';
import { DISPLAY_DATE_FORMAT, fromFilterDate, toFilterDate } from './filter-date.ts';

type DateRangeInputProps = {
  value?: DateRangeValue;
  onChange?: (value: DateRangeValue) => void;
  id?: string;
};

/** Two pickers sending `yyyyMMdd`; an inverted range shows the date-invalid message and clears the changed end. */
export function DateRangeInput({ value, onChange, id }: DateRangeInputProps) {
  const { t } = useTranslation('listKit');
  const change = (side: DateRangeSide) => (date: Dayjs | null) => {
    const result = dateRangeRule(value, side, toFilterDate(date));
    if (result.invalid) notifier.error(t('form.dateInvalid'));
    onChange?.(result.range);
  };
  return (
    <Space.Compact block>
      <DatePicker
        id={id}
        style={{ width: '50%' }}
        format={DISPLAY_DATE_FORMAT}
        placeholder={t('form.dateFrom')}
        value={fromFilterDate(value?.from)}
        onChange={change('from')}
      />
      <DatePicker
        style={{ width: '50%' }}
        format={DISPLAY_DATE_FORMAT}
        placeholder={t('form.dateTo')}
        value={fromFilterDate(value?.to)}
        onChange={change('to')}
      />
    </Space.Compact>
  );
}
