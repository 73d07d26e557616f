import type { EndpointDef } from '@portal/contract/endpoint';
import { notifier } from '../notifier/notifier.tsx';
import { fileNameOfDisposition } from './content-disposition.ts';
import { settleEnvelope } from './envelope.ts';
import { readBody } from './read-body.ts';
import { readWireEnvelope } from './read-envelope.ts';
import type { EndpointInput, RequestOptions } from './request-options.ts';
import { saveBlob } from './save-blob.ts';
import { sendRequest } from './send-request.ts';

const FALLBACK_NAME = 'download';

export interface DownloadOptions extends RequestOptions {
  /** hears the bytes of the file received so far, while it streams in (long exports show it) */
  onProgress?: (receivedBytes: number) => void;
}

/** An envelope instead of a file: JSON that is not an attachment (an attachment is a file, whatever its type). */
function isEnvelope(response: Response): boolean {
  const json = (response.headers.get('Content-Type') ?? '').toLowerCase().includes('json');
  const attachment = (response.headers.get('Content-Disposition') ?? '')
    .toLowerCase()
    .startsWith('attachment');
  return json && !attachment;
}

/**
 * Downloads a file endpoint. A JSON reply instead of a file means there is nothing to save: its
 * message is shown (as an error when the code is not 200, else as information) and nothing is saved. Resolves whether a file was saved;
 * never rejects, so a caller only has to end its loading state.
 */
export async function downloadEndpoint<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E> = {},
  fileName?: string,
  options: DownloadOptions = {},
): Promise<boolean> {
  try {
    const response = await sendRequest(endpoint, input, options);
    if (isEnvelope(response)) {
      const envelope = await readWireEnvelope(response, options);
      // a 200 envelope instead of a file: nothing to download, and its msg says so
      if (Number(envelope.code) === 200 && envelope.msg && !options.silent) notifier.info(envelope.msg);
      settleEnvelope(envelope, options);
      return false;
    }
    const name =
      fileName ||
      fileNameOfDisposition(response.headers.get('Content-Disposition')) ||
      endpoint.fileName ||
      FALLBACK_NAME;
    saveBlob(await readBody(response, options.onProgress), name);
    return true;
  } catch {
    return false;
  }
}
