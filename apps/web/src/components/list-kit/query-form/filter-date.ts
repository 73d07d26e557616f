import dayjs, { type Dayjs } from 'dayjs';

/** Filter dates travel as `yyyyMMdd` (spec). */
export const FILTER_DATE_FORMAT = 'YYYYMMDD';
/** How the pickers show them. */
export const DISPLAY_DATE_FORMAT = 'YYYY-MM-DD';

export function toFilterDate(date: Dayjs | null | undefined): string | undefined {
  return date ? date.format(FILTER_DATE_FORMAT) : undefined;
}

export function fromFilterDate(value: string | undefined): Dayjs | null {
  if (!value || !/^\d{8}$/.test(value)) return null;
  const date = dayjs(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`);
  return date.isValid() ? date : null;
}
