import type { ReleaseChange } from '@portal/contract/schedule';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ComparisonTable } from './comparison-table.tsx';

const change = (entry: Partial<ReleaseChange> & Pick<ReleaseChange, 'change'>): ReleaseChange => ({
  deliveryDateStr: '2026-03-02',
  previousDeliveryDateStr: '2026-03-02',
  deliveryTimeStr: null,
  scheduleType: 'Firm',
  quantity: '100.00000',
  previousQuantity: '100.00000',
  difference: '0.00000',
  ...entry,
});

const CHANGES: ReleaseChange[] = [
  change({ change: 'unchanged' }),
  change({
    change: 'increased',
    deliveryDateStr: '2026-03-09',
    previousDeliveryDateStr: '2026-03-09',
    quantity: '150.00000',
    difference: '50.00000',
  }),
  change({
    change: 'decreased',
    deliveryDateStr: '2026-03-16',
    previousDeliveryDateStr: '2026-03-16',
    quantity: '75.50000',
    difference: '-24.50000',
  }),
  change({ change: 'moved', deliveryDateStr: '2026-03-25', previousDeliveryDateStr: '2026-03-23' }),
  change({
    change: 'added',
    deliveryDateStr: '2026-03-30',
    previousDeliveryDateStr: null,
    previousQuantity: null,
    scheduleType: 'Forecast',
    difference: '100.00000',
  }),
  change({
    change: 'removed',
    deliveryDateStr: null,
    previousDeliveryDateStr: '2026-04-06',
    quantity: null,
    difference: '-100.00000',
  }),
];

/** The cells of the row whose change tag reads `kind`. */
function cellsOf(kind: ReleaseChange['change']): string[] {
  const tag = document.querySelector(`[data-change="${kind}"]`);
  const cells = tag?.closest('tr')?.querySelectorAll('td') ?? [];
  return [...cells].map((cell) => cell.textContent ?? '');
}

describe('ComparisonTable', () => {
  it('tags every kind of change and shows dates, both quantities and the signed difference', () => {
    renderWithApp(<ComparisonTable changes={CHANGES} />);
    for (const label of ['Unchanged', 'Increased', 'Decreased', 'Moved', 'Added', 'Removed'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(document.querySelector('[data-change="added"]')).toHaveClass('ant-tag-green');
    expect(document.querySelector('[data-change="removed"]')).toHaveClass('ant-tag-red');
    expect(cellsOf('unchanged')).toEqual(['Unchanged', '2026-03-02', '', 'Firm', '100', '100', '0']);
    expect(cellsOf('increased')).toEqual(['Increased', '2026-03-09', '', 'Firm', '100', '150', '+50']);
    expect(cellsOf('decreased')).toEqual(['Decreased', '2026-03-16', '', 'Firm', '100', '75.5', '-24.5']);
    expect(cellsOf('moved')).toEqual(['Moved', '2026-03-23 → 2026-03-25', '', 'Firm', '100', '100', '0']);
    expect(cellsOf('added')).toEqual(['Added', '2026-03-30', '', 'Forecast', '', '100', '+100']);
    expect(cellsOf('removed')).toEqual(['Removed', '2026-04-06', '', 'Firm', '100', '', '-100']);
  });
});
