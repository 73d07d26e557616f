import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const PLAIN_DATE = 'YYYY-MM-DD';

type PlainDatePickerProps = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
};

/** A date picker whose form value is the `yyyy-MM-dd` string the contract sends (ETA dates). */
export function PlainDatePicker({ id, value, onChange, disabled }: PlainDatePickerProps) {
  return (
    <DatePicker
      id={id}
      format={PLAIN_DATE}
      disabled={disabled}
      value={value ? dayjs(value, PLAIN_DATE) : null}
      onChange={(date) => onChange?.(date ? date.format(PLAIN_DATE) : undefined)}
      style={{ width: '100%' }}
    />
  );
}
