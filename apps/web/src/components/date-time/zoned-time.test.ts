import { describe, expect, it } from 'vitest';
import { formatZonedTime, zoneOffsetLabel } from './zoned-time.ts';

describe('zoneOffsetLabel', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('names whole-hour offsets without minutes', () => {
    expect(zoneOffsetLabel('Asia/Shanghai', winter)).toBe('UTC+8');
    expect(zoneOffsetLabel('Asia/Bangkok', winter)).toBe('UTC+7');
  });

  it('keeps the minutes of a half-hour zone and the sign of a western one', () => {
    expect(zoneOffsetLabel('Asia/Kolkata', winter)).toBe('UTC+5:30');
    expect(zoneOffsetLabel('America/Sao_Paulo', winter)).toBe('UTC-3');
  });

  it('follows daylight saving time at the instant', () => {
    expect(zoneOffsetLabel('Europe/Berlin', winter)).toBe('UTC+1');
    expect(zoneOffsetLabel('Europe/Berlin', summer)).toBe('UTC+2');
  });

  it('calls UTC plainly', () => {
    expect(zoneOffsetLabel('UTC', winter)).toBe('UTC');
  });
});

describe('formatZonedTime', () => {
  // 2026-11-26 12:20 UTC: 20:20 in Shanghai, 19:20 in Bangkok
  const instant = '2026-11-26T12:20:00Z';

  it('reads one instant the same from an ISO string and from the server format of the zone', () => {
    expect(formatZonedTime(instant, 'Asia/Shanghai')).toBe('2026-11-26 20:20 UTC+8');
    expect(formatZonedTime('2026-11-26 20:20', 'Asia/Shanghai')).toBe('2026-11-26 20:20 UTC+8');
    expect(formatZonedTime('2026-11-26T20:20:00+08:00', 'Asia/Shanghai')).toBe('2026-11-26 20:20 UTC+8');
  });

  it('labels the same moment in another zone with that zone, so 19:20 and 20:20 can be told apart', () => {
    expect(formatZonedTime(instant, 'Asia/Bangkok')).toBe('2026-11-26 19:20 UTC+7');
    expect(formatZonedTime('2026-11-26 19:20', 'Asia/Bangkok')).toBe('2026-11-26 19:20 UTC+7');
  });

  it('converts across midnight', () => {
    expect(formatZonedTime('2026-11-26T17:30:00Z', 'Asia/Shanghai')).toBe('2026-11-27 01:30 UTC+8');
  });

  it('shows what it cannot read as it came', () => {
    expect(formatZonedTime('2026-11-26', 'Asia/Shanghai')).toBe('2026-11-26');
    expect(formatZonedTime('soon', 'Asia/Shanghai')).toBe('soon');
  });
});
