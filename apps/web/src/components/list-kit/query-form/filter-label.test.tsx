import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { FilterLabel } from './filter-label.tsx';

const wordsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('.list-kit-filter-label-word')].map((word) => word.textContent);

describe('FilterLabel', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('keeps a Thai loanword whole and breaks only between words', async () => {
    await i18n.changeLanguage('th');
    const { container } = renderWithApp(<FilterLabel text="รหัสซัพพลายเออร์" />);
    expect(wordsOf(container)).toEqual(['รหัส', 'ซัพพลายเออร์']);
    expect(container.textContent).toBe('รหัสซัพพลายเออร์');
  });

  it('breaks an English label at its spaces', () => {
    const { container } = renderWithApp(<FilterLabel text="Supplier Code" />);
    expect(wordsOf(container)).toEqual(['Supplier', 'Code']);
    expect(container.textContent).toBe('Supplier Code');
  });
});
