/** Multipart bodies written by hand, so they can be wrong in the ways a browser never is. */

export const BOUNDARY = 'hostileBoundary7MA4YWxkTrZu0gW';
const CRLF = '\r\n';

export interface Part {
  /** header lines of the part, e.g. `Content-Disposition: form-data; name="file"; filename="a.xlsx"` */
  headers: string[];
  content: Buffer | string;
}

export const filePart = (content: Buffer | string, fileName: string | null, name = 'file'): Part => ({
  headers: [
    `Content-Disposition: form-data; name="${name}"${fileName === null ? '' : `; filename="${fileName}"`}`,
    'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  content,
});

export const textPart = (name: string, value: string): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content: value,
});

/** The body of a multipart request; `closed: false` leaves out the closing boundary. */
export function multipartBody(parts: Part[], boundary = BOUNDARY, closed = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}`));
    chunks.push(typeof part.content === 'string' ? Buffer.from(part.content) : part.content);
    chunks.push(Buffer.from(CRLF));
  }
  if (closed) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

/** Bytes that start like a zip (what the upload path checks first) and then are nothing of the kind. */
export const FAKE_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 0xee)]);
