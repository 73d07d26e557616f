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

  it('gives a wide field the rest of its row', () => {
    render(
      <ReadOnlyView
        columns={2}
        fields={[
          { key: 'a', label: 'Code', value: 'X1' },
          { key: 'r', label: 'Remarks', value: 'long text', wide: true },
        ]}
      />,
    );
    expect(valueCellOf('Remarks').getAttribute('colspan')).toBe('3');
  });
});
