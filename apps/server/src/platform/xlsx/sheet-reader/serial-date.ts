const MS_PER_DAY = 86_400_000;
/** 1970-01-01 as a serial day of the 1900 date system. */
const UNIX_EPOCH_SERIAL = 25_569;
/** Days from 1900-01-01 to 1904-01-01, as the 1904 date system counts from the latter. */
const DATE_1904_OFFSET = 1_462;

/**
 * A date cell's serial day number as yyyy-MM-dd (the time of day dropped), computed as exceljs did; for
 * serials before 1900-03-01 that is a day off from what Excel shows (Excel counts a 1900-02-29), as before.
 * Undefined when the serial is no day between years 1 and 9999, so the caller can keep the number instead.
 */
export function serialDateText(serial: number, date1904: boolean): string | undefined {
  const days = serial - UNIX_EPOCH_SERIAL + (date1904 ? DATE_1904_OFFSET : 0);
  const date = new Date(Math.round(days * MS_PER_DAY));
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999) return undefined;
  return date.toISOString().slice(0, 10);
}
