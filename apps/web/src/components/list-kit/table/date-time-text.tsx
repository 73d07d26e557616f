import type { ReactNode } from 'react';
import { displayTimeZone } from '../../../platform/config/runtime-config.ts';
import { formatZonedTime } from '../../date-time/zoned-time.ts';

/** Date and time never part; the zone may go to a second line in a narrow cell. */
function ZonedTime({ value, timeZone }: { value: string; timeZone: string }) {
  const text = formatZonedTime(value, timeZone);
  const cut = text.lastIndexOf(' UTC');
  if (cut < 0) return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(0, cut)}</span> {text.slice(cut + 1)}
    </span>
  );
}

/**
 * A record time (created, updated, sent, posted, requested): the server writes it in its display zone,
 * the same on every screen, and the cell says which zone that is. Nothing for an empty value.
 */
export function renderRecordTime(value: string | null | undefined): ReactNode {
  return value ? <ZonedTime value={value} timeZone={displayTimeZone()} /> : null;
}

/**
 * A plant clock time (dispatch, planned arrival, gate in and out): typed and shown on the ship-to
 * plant's clock, labelled with the plant's zone; a row that does not know it falls back to the display zone.
 */
export function renderPlantTime(
  value: string | null | undefined,
  timeZone: string | null | undefined,
): ReactNode {
  return value ? <ZonedTime value={value} timeZone={timeZone ?? displayTimeZone()} /> : null;
}

/** The zone of the browser the list is read in. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || displayTimeZone();

/**
 * An instant that belongs to no plant or record zone (a user's last sign-in): shown on the reader's own
 * clock, with that zone named. Nothing for an empty value.
 */
export function renderViewerTime(value: string | null | undefined): ReactNode {
  return value ? <ZonedTime value={value} timeZone={viewerTimeZone()} /> : null;
}
