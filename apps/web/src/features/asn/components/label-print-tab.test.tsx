import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../platform/config/runtime-config.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { LabelPrintTab } from './label-print-tab.tsx';

const PDF = 'application/pdf';

beforeEach(() => {
  setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('LabelPrintTab: label stock or A4 sheets', { timeout: 30_000 }, () => {
  it('downloads labels on 100 x 150 mm stock unless A4 is chosen, then on A4 sheets', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => ({
      body: new Blob(['%PDF-'], { type: PDF }),
      headers: { 'Content-Type': PDF, 'Content-Disposition': 'attachment; filename="ASN_Label.pdf"' },
    }));
    renderWithApp(<LabelPrintTab asnHeaderId={42} isCreateLabel="Y" />);
    expect(await screen.findByRole('radio', { name: '100 × 150 mm label' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Label/ }));
    await user.click(screen.getByRole('radio', { name: 'A4 sheet, 4 labels a page' }));
    await user.click(screen.getByRole('button', { name: /Label/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // the client adds a cache-busting _t to GETs
    const urls = fetchMock.mock.calls.map(([url]) => String(url).replace(/&_t=\d+$/, ''));
    expect(urls).toEqual(['/api/asn/downloadLabel/42?paper=label', '/api/asn/downloadLabel/42?paper=a4']);
  });

  it('offers no paper choice when the ASN prints no labels', async () => {
    stubFetch(() => ({ status: 500 }));
    renderWithApp(<LabelPrintTab asnHeaderId={42} isCreateLabel="N" />);
    expect(await screen.findByRole('button', { name: /Delivery Note/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
