import type { DataOf, EndpointDef } from '@portal/contract/endpoint';
import { readEnvelope } from './read-envelope.ts';
import type { RequestOptions } from './request-options.ts';
import { sendRequest } from './send-request.ts';

/** Multipart upload: the file under the field name `file`, plus any extra text fields. */
export async function uploadEndpoint<E extends EndpointDef>(
  endpoint: E,
  file: File,
  fields: Record<string, string> = {},
  options: RequestOptions = {},
): Promise<DataOf<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  const response = await sendRequest(endpoint, { body: form }, options);
  return (await readEnvelope(response, options)) as DataOf<E>;
}
