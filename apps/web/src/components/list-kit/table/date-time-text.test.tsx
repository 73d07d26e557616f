import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../../../platform/config/runtime-config.ts';
import { renderPlantTime, renderRecordTime } from './date-time-text.tsx';

const textOf = (node: ReturnType<typeof renderRecordTime>) => render(<>{node}</>).container.textContent;

describe('date-time cells', () => {
  afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

  it('labels a record time with the zone the server names in /config.json', () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, displayTimeZone: 'Asia/Bangkok' });
    expect(textOf(renderRecordTime('2026-11-26 19:20'))).toBe('2026-11-26 19:20 UTC+7');
  });

  it("falls back to the server's default zone when /config.json does not name one", () => {
    expect(textOf(renderRecordTime('2026-11-26 20:20'))).toBe('2026-11-26 20:20 UTC+8');
  });

  it("labels a plant time with the row's zone, or the display zone when the row has none", () => {
    expect(textOf(renderPlantTime('2026-11-26 19:20', 'Asia/Bangkok'))).toBe('2026-11-26 19:20 UTC+7');
    expect(textOf(renderPlantTime('2026-11-26 20:20', null))).toBe('2026-11-26 20:20 UTC+8');
  });

  it('keeps date and time on one line', () => {
    const { container } = render(<>{renderRecordTime('2026-11-26 20:20')}</>);
    const nowrap = container.querySelector<HTMLElement>('span span');
    expect(nowrap?.textContent).toBe('2026-11-26 20:20');
    expect(nowrap?.style.whiteSpace).toBe('nowrap');
  });

  it('renders nothing for a time not yet there', () => {
    expect(renderRecordTime(null)).toBeNull();
    expect(renderRecordTime('')).toBeNull();
    expect(renderPlantTime(undefined, 'Asia/Bangkok')).toBeNull();
  });
});
