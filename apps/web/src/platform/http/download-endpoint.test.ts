import { endpoint } from '@portal/contract/endpoint';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonReply, stubFetch } from '../../test/stub-fetch.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { notifier } from '../notifier/notifier.tsx';
import { downloadEndpoint } from './download-endpoint.ts';

const partDownload = endpoint({
  method: ['POST', 'GET'],
  path: '/materials/download',
  summary: 'test',
  access: 'partInfo',
  scope: 'own',
  kind: 'file',
  body: z.object({ partNoList: z.array(z.string()).optional() }),
  fileName: 'PartInfo.xlsx',
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let savedNames: string[];

beforeEach(() => {
  setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
  vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
  vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
  savedNames = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedNames.push(this.download);
  });
});

describe('downloadEndpoint', () => {
  it('shows the msg of a JSON reply with an error code and saves nothing', async () => {
    stubFetch(() => jsonReply({ code: 500, msg: 'Nothing to download', data: null }));
    await expect(downloadEndpoint(partDownload, { body: {} })).resolves.toBe(false);
    expect(notifier.error).toHaveBeenCalledWith('Nothing to download');
    expect(savedNames).toEqual([]);
  });

  it('says there is nothing to download when the server answers 200 without a file', async () => {
    stubFetch(() => jsonReply({ code: 200, msg: 'There is no data to download', data: null }));
    await expect(downloadEndpoint(partDownload, { body: {} })).resolves.toBe(false);
    expect(notifier.info).toHaveBeenCalledWith('There is no data to download');
    expect(notifier.error).not.toHaveBeenCalled();
    expect(savedNames).toEqual([]);
  });

  it('POSTs the filter and saves the file under the RFC 5987 name of Content-Disposition', async () => {
    const fetchMock = stubFetch(() => ({
      body: new Blob(['xlsx'], { type: XLSX }),
      headers: {
        'Content-Type': XLSX,
        'Content-Disposition': `attachment; filename="PriceList Info.xlsx"; filename*=UTF-8''PriceList%20Info%20%E4%BB%B7.xlsx`,
      },
    }));
    await expect(downloadEndpoint(partDownload, { body: { partNoList: ['P1'] } })).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"partNoList":["P1"]}');
    expect(savedNames).toEqual(['PriceList Info 价.xlsx']);
  });

  it("falls back to the endpoint's file name", async () => {
    stubFetch(() => ({ body: new Blob(['xlsx']), headers: { 'Content-Type': XLSX } }));
    await expect(downloadEndpoint(partDownload, { body: {} })).resolves.toBe(true);
    expect(savedNames).toEqual(['PartInfo.xlsx']);
  });

  it('saves a JSON attachment as a file, not as an envelope', async () => {
    stubFetch(() => ({
      body: new Blob(['{"code":500,"msg":"logged"}']),
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="Export.json"',
      },
    }));
    await expect(downloadEndpoint(partDownload, { body: {} })).resolves.toBe(true);
    expect(savedNames).toEqual(['Export.json']);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('uses the name the caller gives', async () => {
    stubFetch(() => ({ body: new Blob(['xlsx']), headers: { 'Content-Type': XLSX } }));
    await downloadEndpoint(partDownload, { body: {} }, 'Mine.xlsx');
    expect(savedNames).toEqual(['Mine.xlsx']);
  });

  it('resolves false after an HTTP failure, with its fixed message', async () => {
    stubFetch(() => ({ status: 502, body: '' }));
    await expect(downloadEndpoint(partDownload, { body: {} })).resolves.toBe(false);
    expect(notifier.error).toHaveBeenCalledWith('Network error');
  });
});
