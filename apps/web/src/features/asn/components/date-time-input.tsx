import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

type DateTimeInputProps = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  /** with the time of day (yyyy-MM-dd HH:mm), otherwise the date alone (yyyy-MM-dd) */
  withTime?: boolean;
  disabledDate?: (date: Dayjs) => boolean;
  placeholder?: string;
};

/** A picker whose form value is the string the contract sends: yyyy-MM-dd or yyyy-MM-dd HH:mm. */
export function DateTimeInput({
  id,
  value,
  onChange,
  disabled,
  withTime,
  disabledDate,
  placeholder,
}: DateTimeInputProps) {
  const format = withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD';
  return (
    <DatePicker
      id={id}
      format={format}
      showTime={withTime ? { format: 'HH:mm' } : false}
      disabled={disabled}
      disabledDate={disabledDate}
      placeholder={placeholder}
      value={value ? dayjs(value, format) : null}
      onChange={(date) => onChange?.(date ? date.format(format) : undefined)}
      style={{ width: '100%' }}
    />
  );
}
