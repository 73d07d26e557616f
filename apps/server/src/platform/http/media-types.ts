/** Media types of the files the portal serves, by the extension of the name a download is saved under. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const BY_EXTENSION: Record<string, string> = {
  xlsx: XLSX_MEDIA_TYPE,
  pdf: 'application/pdf',
  xml: 'application/xml',
  json: 'application/json',
  txt: 'text/plain',
};

/** What a file of this name holds; a name without a known extension (an attached file) is just bytes. */
export function mediaTypeOfFileName(fileName: string): string {
  const extension = /\.(\w+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || 'application/octet-stream';
}
