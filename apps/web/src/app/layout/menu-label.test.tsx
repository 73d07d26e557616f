import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuLabel, needsMenuTooltip } from './menu-label.tsx';

const NAME_21 = 'Part Pricelist Code Q';
const NAME_22 = 'Create Invoice with Wr';

describe('menu name tooltip (22 characters or more)', () => {
  it('applies from 22 characters on, counting characters not bytes', () => {
    expect(NAME_21).toHaveLength(21);
    expect(NAME_22).toHaveLength(22);
    expect(needsMenuTooltip(NAME_21)).toBe(false);
    expect(needsMenuTooltip(NAME_22)).toBe(true);
    expect(needsMenuTooltip('零件价格表代码查询')).toBe(false);
  });

  it('shows the full name on hover for a long name', async () => {
    render(<MenuLabel name="Create Invoice with Writeoff GR" />);
    await userEvent.hover(screen.getByText('Create Invoice with Writeoff GR'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Create Invoice with Writeoff GR');
  });

  it('shows no tooltip for a short name that fits', async () => {
    render(<MenuLabel name="GR Query" />);
    await userEvent.hover(screen.getByText('GR Query'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the full name of a short name the menu cuts (a Thai or English name in a narrow menu)', async () => {
    // jsdom lays nothing out: the label reports a box narrower than its text
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(180);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(150);
    render(<MenuLabel name="การจัดการระบบ" />);
    await userEvent.hover(screen.getByText('การจัดการระบบ'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('การจัดการระบบ');
  });
});
