import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, ReadOnlyView } from './read-only-view.tsx';

function valueCellOf(label: string): HTMLElement {
  const labelCell = screen.getByText(label).closest('th');
  const cell = labelCell?.nextElementSibling;
  if (!(cell instanceof HTMLElement)) throw new Error(`no value beside ${label}`);
  return cell;
}

describe('ReadOnlyView', () => {
  it('shows each field as label and value in a bordered list, with no input to change', () => {
    const { container } = render(
      <ReadOnlyView
        ariaLabel="gate entry"
        fields={[
          { key: 'asnNo', label: 'ASN No.', value: 'ASN20261126000001' },
          { key: 'driver', label: 'Name of Driver', value: 'Somchai' },
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'gate entry' });
    expect(within(list).getByText('ASN20261126000001')).toBeTruthy();
    expect(valueCellOf('Name of Driver').textContent).toBe('Somchai');
    expect(container.querySelector('.ant-descriptions-bordered')).not.toBeNull();
    expect(container.querySelectorAll('input, textarea, [aria-disabled="true"], [disabled]')).toHaveLength(0);
  });

  it('shows a dash for an empty, null or missing value but keeps zero and "N"', () => {
    render(
      <ReadOnlyView
        fields={[
          { key: 'a', label: 'Empty', value: '' },
          { key: 'b', label: 'Null', value: null },
          { key: 'c', label: 'Missing', value: undefined },
          { key: 'd', label: 'Zero', value: 0 },
          { key: 'e', label: 'Flag', value: 'N' },
        ]}
      />,
    );
    expect(valueCellOf('Empty').textContent).toBe(EMPTY_VALUE);
    expect(valueCellOf('Null').textContent).toBe(EMPTY_VALUE);
    expect(valueCellOf('Missing').textContent).toBe(EMPTY_VALUE);
    expect(valueCellOf('Zero').textContent).toBe('0');
    expect(valueCellOf('Flag').textContent).toBe('N');
  });

  it('writes values in the normal text colour, wrapping at word boundaries, and never breaks a label', () => {
    render(<ReadOnlyView fields={[{ key: 'r', label: 'หมายเหตุ', value: 'first line\nsecond line' }]} />);
    const value = valueCellOf('หมายเหตุ');
    expect(value.style.color).not.toBe('');
    expect(value.style.color).not.toMatch(/0\.25\)$/); // antd's disabled text is black at 25 %
    expect(value.style.overflowWrap).toBe('break-word');
    expect(value.style.wordBreak).toBe('normal');
    expect(value.style.whiteSpace).toBe('pre-line');
    const label = screen.getByText('หมายเหตุ').closest('th');
    expect(label?.style.whiteSpace).toBe('nowrap');
  });

  it('gives a wide field a row of its own, the field before it filling its row', () => {
    render(
      <ReadOnlyView
        columns={3}
        fields={[
          { key: 'a', label: 'Code', value: 'X1' },
          { key: 'b', label: 'Name', value: 'N1' },
          { key: 'c', label: 'Plant', value: 'P1' },
          { key: 'd', label: 'Driver', value: 'D1' },
          { key: 'r', label: 'Remarks', value: 'long text', wide: true },
          { key: 'e', label: 'Address', value: 'long text', wide: true },
        ]}
      />,
    );
    const rowOf = (label: string) => valueCellOf(label).closest('tr');
    expect(rowOf('Code')).toBe(rowOf('Plant'));
    expect(valueCellOf('Plant').getAttribute('colspan')).toBe('1');
    // Driver is alone in its row, and each wide field has its own
    expect(valueCellOf('Driver').getAttribute('colspan')).toBe('5');
    expect(rowOf('Remarks')).not.toBe(rowOf('Driver'));
    expect(valueCellOf('Remarks').getAttribute('colspan')).toBe('5');
    expect(rowOf('Address')).not.toBe(rowOf('Remarks'));
  });
});
