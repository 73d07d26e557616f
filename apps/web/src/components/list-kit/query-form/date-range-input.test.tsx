import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { DateRangeInput } from './date-range-input.tsx';
import type { DateRangeValue } from './date-range-rule.ts';

function Harness({
  initial,
  onValue,
}: {
  initial: DateRangeValue;
  onValue: (value: DateRangeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

async function pick(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
}

describe('DateRangeInput', { timeout: 30_000 }, () => {
  it('sends the dates as yyyyMMdd', async () => {
    const onValue = vi.fn();
    renderWithApp(<Harness initial={{ from: '20240501' }} onValue={onValue} />);
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('2024-05-01');
    await pick(screen.getByPlaceholderText('End date'), '2024-05-31');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith({ from: '20240501', to: '20240531' }));
  });

  it('shows the date-invalid message and clears the changed end when from is after to', async () => {
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    const onValue = vi.fn();
    renderWithApp(<Harness initial={{ from: '20240510', to: '20240520' }} onValue={onValue} />);
    await pick(screen.getByPlaceholderText('End date'), '2024-05-01');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith({ from: '20240510', to: undefined }));
    expect(error).toHaveBeenCalledWith('The start date cannot be later than the end date');
    expect(screen.getByPlaceholderText('End date')).toHaveValue('');
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('2024-05-10');
  });
});
