import { endpoint } from '@portal/contract/endpoint';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setRuntimeConfig } from '../../../platform/config/runtime-config.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { DownloadButton } from './download-button.tsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

const scheduleDownload = endpoint({
  method: ['POST'],
  path: '/schedule/download',
  summary: 'test',
  access: 'partInfo',
  scope: 'own',
  kind: 'file',
  body: z.object({}),
  fileName: 'DeliverySchedule.xlsx',
});

let saved: Blob[];

/** A reply whose body the test streams in by hand, as a long export arrives. */
function streamingReply() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { headers: { 'Content-Type': XLSX } })),
  );
  return {
    send: (bytes: number) => controller?.enqueue(new Uint8Array(bytes)),
    end: () => controller?.close(),
  };
}

beforeEach(() => {
  setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:x';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('DownloadButton', { timeout: 30_000 }, () => {
  it('says how many MB have arrived while the file streams in, then saves all of it', async () => {
    const user = userEvent.setup();
    const reply = streamingReply();
    renderWithApp(
      <DownloadButton endpoint={scheduleDownload} values={{}}>
        Download
      </DownloadButton>,
    );
    await user.click(screen.getByRole('button', { name: /Download/ }));
    reply.send(1.5 * MB);
    expect(await screen.findByRole('button', { name: /1\.5 MB received/ })).toBeInTheDocument();
    reply.send(MB);
    expect(await screen.findByRole('button', { name: /2\.5 MB received/ })).toBeInTheDocument();
    reply.end();
    expect(await screen.findByRole('button', { name: /Download/ })).toBeInTheDocument();
    expect(screen.queryByText(/received/)).not.toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.size).toBe(2.5 * MB);
    expect(saved[0]?.type).toBe(XLSX);
  });

  it('shows no progress for a reply that is not a file', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 200, msg: 'There is no data to download', data: null }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderWithApp(
      <DownloadButton endpoint={scheduleDownload} values={{}}>
        Download
      </DownloadButton>,
    );
    await user.click(screen.getByRole('button', { name: /Download/ }));
    expect(await screen.findByText('There is no data to download')).toBeInTheDocument();
    expect(screen.queryByText(/received/)).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
