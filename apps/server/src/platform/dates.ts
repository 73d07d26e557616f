/** Date formats of the portal: filters yyyyMMdd, gate dates yyyy-MM-dd, times yyyy-MM-dd HH:mm. */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Record<string, string> {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `yyyy-MM-dd HH:mm` in the given time zone. */
export function formatDateTime(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** `yyyy-MM-dd HH:mm:ss` in the given time zone (the audit log: changes a few seconds apart). */
export function formatDateTimeSeconds(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `yyyy-MM-dd` in the given time zone. */
export function formatDate(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** A filter date `yyyyMMdd` as the ISO date `yyyy-MM-dd` PostgreSQL reads. */
export function filterDateToIso(yyyymmdd: string): string {
  return `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;
}

/** An ISO date `yyyy-MM-dd` as a filter date `yyyyMMdd`. */
export function isoToFilterDate(iso: string): string {
  return iso.slice(0, 10).replaceAll('-', '');
}
