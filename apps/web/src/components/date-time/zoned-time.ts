/**
 * Times on screen carry the zone they are read in (issue 12): the server sends `yyyy-MM-dd HH:mm`
 * already in a zone (the portal's display zone, or a plant's for plant clock times), and a bare
 * "19:20" cannot be told from "20:20" one zone east.
 */

const PLAIN_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;
/** an instant with its offset or Z, as ISO 8601 writes it */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = make();
    cache.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset at an instant as "UTC+8", "UTC+5:30", "UTC-3" or "UTC". */
export function zoneOffsetLabel(timeZone: string, at: Date): string {
  const formatter = cached(
    offsetFormatters,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
  );
  const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 'UTC';
  const [, sign, hours, minutes] = match;
  if (hours === '00' && minutes === '00') return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** An instant as `yyyy-MM-dd HH:mm` on the wall clock of a zone. */
function wallClock(at: Date, timeZone: string): string {
  const formatter = cached(
    wallClockFormatters,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const p = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * A time as `yyyy-MM-dd HH:mm UTC+8` in `timeZone`. The server's `yyyy-MM-dd HH:mm` is already in that
 * zone and keeps its digits; an ISO instant is converted. Anything else is shown as it came.
 */
export function formatZonedTime(value: string, timeZone: string): string {
  const plain = PLAIN_TIME.exec(value);
  if (plain) {
    // the offset of the wall-clock time read as UTC: one hour off only inside a DST change
    const approximately = new Date(`${plain[1]}T${plain[2]}:00Z`);
    return `${value} ${zoneOffsetLabel(timeZone, approximately)}`;
  }
  if (ISO_INSTANT.test(value)) {
    const at = new Date(value);
    return `${wallClock(at, timeZone)} ${zoneOffsetLabel(timeZone, at)}`;
  }
  return value;
}
