import type { DataOf, EndpointDef } from '@portal/contract/endpoint';
import { readEnvelope } from './read-envelope.ts';
import { postWithProgress, type UploadOptions } from './upload-endpoint-request.ts';

/**
 * Multipart upload: the file under the field name `file`, plus any extra text fields; `onProgress`
 * follows the bytes on their way.
 */
export async function uploadEndpoint<E extends EndpointDef>(
  endpoint: E,
  file: File,
  fields: Record<string, string> = {},
  options: UploadOptions = {},
): Promise<DataOf<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const response = await postWithProgress(endpoint, form, file.size, options);
  return (await readEnvelope(response, options)) as DataOf<E>;
}
