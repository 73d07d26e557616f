import { describe, expect, it } from 'vitest';
import { filterDateToIso, formatDate, formatDateTime, isoToFilterDate } from '../../src/platform/dates.ts';

describe('formatDateTime and formatDate', () => {
  const instant = new Date('2024-01-31T16:30:00Z');

  it('writes yyyy-MM-dd HH:mm in the given time zone', () => {
    expect(formatDateTime(instant, 'Asia/Shanghai')).toBe('2024-02-01 00:30');
    expect(formatDateTime(instant, 'Asia/Bangkok')).toBe('2024-01-31 23:30');
    expect(formatDateTime(instant, 'UTC')).toBe('2024-01-31 16:30');
  });

  it('writes midnight as 00, not 24, and pads every part', () => {
    expect(formatDateTime(new Date('2024-03-04T17:05:00Z'), 'Asia/Bangkok')).toBe('2024-03-05 00:05');
    expect(formatDateTime(new Date('2024-03-04T16:00:00Z'), 'Asia/Shanghai')).toBe('2024-03-05 00:00');
    expect(formatDateTime(new Date('2024-12-31T15:59:00Z'), 'Asia/Shanghai')).toBe('2024-12-31 23:59');
  });

  it('keeps formatters of several time zones apart', () => {
    const shanghai = formatDateTime(instant, 'Asia/Shanghai');
    const bangkok = formatDateTime(instant, 'Asia/Bangkok');
    expect([shanghai, bangkok, formatDateTime(instant, 'Asia/Shanghai')]).toEqual([
      '2024-02-01 00:30',
      '2024-01-31 23:30',
      '2024-02-01 00:30',
    ]);
  });

  it('writes the calendar day yyyy-MM-dd in the given time zone', () => {
    expect(formatDate(instant, 'Asia/Shanghai')).toBe('2024-02-01');
    expect(formatDate(instant, 'Asia/Bangkok')).toBe('2024-01-31');
  });
});

describe('filter dates', () => {
  it('turns yyyyMMdd into ISO yyyy-MM-dd', () => {
    expect(filterDateToIso('20240229')).toBe('2024-02-29');
    expect(filterDateToIso('19991231')).toBe('1999-12-31');
  });

  it('turns an ISO date or timestamp into yyyyMMdd', () => {
    expect(isoToFilterDate('2024-02-29')).toBe('20240229');
    expect(isoToFilterDate('2024-02-29T23:10:00.000Z')).toBe('20240229');
  });

  it('round-trips', () => {
    expect(isoToFilterDate(filterDateToIso('20250704'))).toBe('20250704');
    expect(filterDateToIso(isoToFilterDate('2025-07-04'))).toBe('2025-07-04');
  });
});
