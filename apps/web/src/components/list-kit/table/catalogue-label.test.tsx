import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { CatalogueLabel } from './catalogue-label.tsx';

describe('CatalogueLabel', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names a match status and a send status in the current language, never the English code in th or cn', async () => {
    await i18n.changeLanguage('th');
    const { rerender } = render(<CatalogueLabel keyPrefix="invoice:matchStatuses" value="Failed" />);
    expect(screen.getByText('ไม่ผ่าน')).toBeInTheDocument();
    await i18n.changeLanguage('cn');
    rerender(<CatalogueLabel keyPrefix="invoice:sendStatuses" value="Completed" />);
    expect(screen.getByText('已完成')).toBeInTheDocument();
  });

  it('shows nothing for a blank code and the code itself when the catalogue has no name for it', () => {
    const { container, rerender } = render(<CatalogueLabel keyPrefix="invoice:matchStatuses" value={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CatalogueLabel keyPrefix="invoice:matchStatuses" value="Unknown" />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });
});
