import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dashboardPresets } from './dashboard-presets.ts';

const today = dayjs('2026-03-10');
const presets = (query: string) => dashboardPresets(new URLSearchParams(query), today);

describe('dashboardPresets (spec 1 §2.5)', () => {
  it('presets the status of each To Do item', () => {
    expect(presets('itemStatus=New')).toEqual({ itemStatus: 'New' });
    expect(presets('itemStatus=Wait%20for%20Approval')).toEqual({ itemStatus: 'Wait for Approval' });
  });

  it('turns overdueDay into the release-to date that many days back', () => {
    expect(presets('itemStatus=New&overdueDay=3')).toEqual({
      itemStatus: 'New',
      releaseDateFrom: { to: '20260307' },
    });
    expect(presets('itemStatus=New&overdueDay=0')).toMatchObject({ releaseDateFrom: { to: '20260310' } });
  });

  it('ignores what is no status or no day count, and opens plain without a query', () => {
    expect(presets('itemStatus=Shipped&overdueDay=-2')).toBeUndefined();
    expect(presets('')).toBeUndefined();
  });
});
