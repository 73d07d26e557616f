import { endpoint } from '@portal/contract/endpoint';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonReply } from '../../test/stub-fetch.ts';
import { stubXhr } from '../../test/stub-xhr.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { LOGIN_PATH, registerNavigator } from '../navigation/navigator.ts';
import { notifier } from '../notifier/notifier.tsx';
import { getToken, setToken } from '../session/session-storage.ts';
import { ApiError, HttpError } from './api-errors.ts';
import { uploadEndpoint } from './upload-endpoint.ts';
import type { UploadProgress } from './upload-endpoint-request.ts';

const partUpload = endpoint({
  method: 'POST',
  path: '/materials/upload',
  summary: 'test',
  access: 'uploadPartInfo',
  scope: 'own',
  kind: 'upload',
  response: z.object({ inserted: z.number(), updated: z.number() }),
});

/** Starts the upload of a 10-byte file, keeping each progress it reports. */
function uploadRecordingProgress() {
  const seen: UploadProgress[] = [];
  const file = new File(['x'.repeat(10)], 'parts.xlsx');
  const done = uploadEndpoint(partUpload, file, {}, { onProgress: (progress) => seen.push(progress) });
  return { seen, done };
}

beforeEach(() => {
  setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
  setToken('tok');
});

describe('uploadEndpoint', () => {
  it('POSTs multipart with the file under "file" and resolves data', async () => {
    const xhr = stubXhr(() => jsonReply({ code: 200, msg: '', data: { inserted: 2, updated: 1 } }));
    const file = new File(['x'], 'parts.xlsx');
    await expect(uploadEndpoint(partUpload, file, { buyerCompanyId: '3' })).resolves.toEqual({
      inserted: 2,
      updated: 1,
    });
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/materials/upload');
    expect(request.withCredentials).toBe(true);
    const form = request.body as FormData;
    expect((form.get('file') as File).name).toBe('parts.xlsx');
    expect(form.get('buyerCompanyId')).toBe('3');
    // the browser sets the multipart boundary itself
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(request.headers.get('Authorization')).toBe('tok');
    expect(request.headers.get('Accept-Language')).toBeTruthy();
  });

  it('reports the bytes sent, then all of them once the body has gone', async () => {
    const xhr = stubXhr();
    const upload = uploadRecordingProgress();
    xhr.last().progress(400, 1000);
    xhr.last().progress(900, 1000);
    xhr.last().answer(jsonReply({ code: 200, msg: '', data: { inserted: 0, updated: 0 } }));
    await upload.done;
    expect(upload.seen).toEqual([
      { sent: 400, total: 1000 },
      { sent: 900, total: 1000 },
      { sent: 1000, total: 1000 },
    ]);
  });

  it('counts against the file size when the browser cannot tell the body length', async () => {
    const xhr = stubXhr();
    const upload = uploadRecordingProgress();
    xhr.last().progress(4, 0);
    xhr.last().answer(jsonReply({ code: 200, msg: '', data: null }));
    await upload.done;
    expect(upload.seen).toEqual([
      { sent: 4, total: 10 },
      { sent: 10, total: 10 },
    ]);
  });

  it('rejects the refused rows of an error envelope as ApiError, quietly when silent', async () => {
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    const rows = [{ row: 3, message: 'bad' }];
    stubXhr(() => jsonReply({ code: 400, msg: 'The file has 1 bad row', data: rows }));
    const failure = uploadEndpoint(partUpload, new File(['x'], 'parts.xlsx'), {}, { silent: true });
    await expect(failure).rejects.toEqual(new ApiError(400, 'The file has 1 bad row', rows));
    await expect(failure).rejects.toMatchObject({ data: rows });
    expect(error).not.toHaveBeenCalled();
  });

  it('rejects a broken connection as HttpError 0 with the fixed message', async () => {
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    const xhr = stubXhr();
    const failure = uploadEndpoint(partUpload, new File(['x'], 'parts.xlsx'));
    xhr.last().fail();
    await expect(failure).rejects.toEqual(new HttpError(0));
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('ends the session on HTTP 401 like every other call', async () => {
    vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    const navigate = vi.fn();
    registerNavigator(navigate);
    stubXhr(() => ({ status: 401, body: '' }));
    await expect(uploadEndpoint(partUpload, new File(['x'], 'parts.xlsx'))).rejects.toEqual(
      new HttpError(401),
    );
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });
});
