/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266 / RFC 5987), e.g. "PriceList Info.xlsx". */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
