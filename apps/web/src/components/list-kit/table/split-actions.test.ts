import { describe, expect, it } from 'vitest';
import type { RowAction } from './row-action.ts';
import { splitActions } from './split-actions.ts';

const action = (key: string): RowAction<object> => ({
  key,
  label: `actions.${key}`,
  onClick: () => undefined,
});
const keys = (actions: readonly RowAction<object>[]) => actions.map((one) => one.key);

describe('splitActions', () => {
  it('shows up to two actions as buttons and no more menu', () => {
    const split = splitActions([action('view'), action('edit')]);
    expect(keys(split.inline)).toEqual(['view', 'edit']);
    expect(split.more).toEqual([]);
  });

  it('puts the third action and later ones into the more menu, in declared order', () => {
    const split = splitActions([action('view'), action('edit'), action('send'), action('delete')]);
    expect(keys(split.inline)).toEqual(['view', 'edit']);
    expect(keys(split.more)).toEqual(['send', 'delete']);
  });

  it('has nothing to show for a row without actions', () => {
    expect(splitActions([])).toEqual({ inline: [], more: [] });
  });
});
