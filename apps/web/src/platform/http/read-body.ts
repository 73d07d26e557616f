/**
 * A response's body as a Blob, read chunk by chunk so a long download can say how far it got: `onProgress`
 * hears the bytes received so far after every chunk.
 */
export async function readBody(
  response: Response,
  onProgress?: (receivedBytes: number) => void,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}
