import { endpoint } from '@portal/contract/endpoint';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonReply, stubFetch } from '../../test/stub-fetch.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { setToken } from '../session/session-storage.ts';
import { uploadEndpoint } from './upload-endpoint.ts';

const partUpload = endpoint({
  method: 'POST',
  path: '/materials/upload',
  summary: 'test',
  access: 'uploadPartInfo',
  scope: 'own',
  kind: 'upload',
  response: z.object({ inserted: z.number(), updated: z.number() }),
});

beforeEach(() => {
  setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
  setToken('tok');
});

describe('uploadEndpoint', () => {
  it('POSTs multipart with the file under "file" and resolves data', async () => {
    const fetchMock = stubFetch(() => jsonReply({ code: 200, msg: '', data: { inserted: 2, updated: 1 } }));
    const file = new File(['x'], 'parts.xlsx');
    await expect(uploadEndpoint(partUpload, file, { buyerCompanyId: '3' })).resolves.toEqual({
      inserted: 2,
      updated: 1,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect((form.get('file') as File).name).toBe('parts.xlsx');
    expect(form.get('buyerCompanyId')).toBe('3');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('tok');
  });
});
