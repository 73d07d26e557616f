import { describe, expect, it } from 'vitest';
import { type ComparedLine, compareReleaseLines } from '../../src/modules/schedule/release-comparison.ts';

const line = (
  deliveryDate: string,
  requestQty: string,
  deliveryTime: string | null = null,
): ComparedLine => ({
  deliveryDate,
  deliveryTime,
  scheduleType: 'Firm',
  requestQty,
});

const summary = (current: ComparedLine[], previous: ComparedLine[]) =>
  compareReleaseLines(current, previous).map(
    (entry) =>
      `${entry.change} ${entry.previousDeliveryDateStr ?? '-'}>${entry.deliveryDateStr ?? '-'} ${entry.difference}`,
  );

describe('compareReleaseLines', () => {
  it('tells quantity changes on the same date apart from unchanged deliveries', () => {
    expect(
      summary(
        [line('2026-11-09', '100'), line('2026-11-16', '80.5'), line('2026-11-23', '100')],
        [line('2026-11-09', '100'), line('2026-11-16', '100'), line('2026-11-23', '90.25')],
      ),
    ).toEqual([
      'unchanged 2026-11-09>2026-11-09 0',
      'decreased 2026-11-16>2026-11-16 -19.5',
      'increased 2026-11-23>2026-11-23 9.75',
    ]);
  });

  it('sees a delivery whose quantity went to another date as moved, the nearest date first', () => {
    expect(
      summary(
        [line('2026-11-12', '50'), line('2026-11-30', '50'), line('2026-12-07', '70')],
        [line('2026-11-09', '50'), line('2026-11-16', '60')],
      ),
    ).toEqual([
      'moved 2026-11-09>2026-11-12 0',
      'removed 2026-11-16>- -60',
      'added ->2026-11-30 50',
      'added ->2026-12-07 70',
    ]);
  });

  it('keeps deliveries at different times of one day apart', () => {
    expect(
      summary(
        [line('2026-11-09', '10', '08:00'), line('2026-11-09', '20', '14:00')],
        [line('2026-11-09', '10', '08:00')],
      ),
    ).toEqual(['unchanged 2026-11-09>2026-11-09 0', 'added ->2026-11-09 20']);
  });

  it('answers every line as added for a first release', () => {
    expect(summary([line('2026-11-09', '1')], [])).toEqual(['added ->2026-11-09 1']);
  });
});
