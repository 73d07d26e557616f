import type { PictureType } from '@portal/contract/packaging-pictures';

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/**
 * The image format the file's first bytes announce (its magic number), whatever its name or the browser's
 * content type claim; undefined for anything else (an SVG, which can carry script, is not an image here).
 */
export function imageTypeOf(bytes: Buffer): PictureType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
