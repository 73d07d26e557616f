import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** Formats of the contract: dates `yyyy-MM-dd`, times `yyyy-MM-dd HH:mm` (spec 2 §9). */
export const PLAIN_DATE = 'YYYY-MM-DD';
export const PLAIN_DATE_TIME = 'YYYY-MM-DD HH:mm';

type PlainDatePickerProps = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  /** pick a time to the minute too (`yyyy-MM-dd HH:mm`) */
  withTime?: boolean;
};

/** A date (or date and time) picker whose form value is the string the contract sends. */
export function PlainDatePicker({ id, value, onChange, disabled, withTime }: PlainDatePickerProps) {
  const format = withTime ? PLAIN_DATE_TIME : PLAIN_DATE;
  return (
    <DatePicker
      id={id}
      format={format}
      showTime={withTime ? { format: 'HH:mm' } : false}
      disabled={disabled}
      value={value ? dayjs(value, format) : null}
      onChange={(date) => onChange?.(date ? date.format(format) : undefined)}
      style={{ width: '100%' }}
    />
  );
}
