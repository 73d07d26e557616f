import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

const run = promisify(execFile);

interface Pixmap {
  width: number;
  height: number;
  /** RGB, three bytes a pixel, row after row */
  rgb: Buffer;
}

/** A binary PPM (P6) as pdftoppm writes it: "P6", width, height, 255, then the pixels. */
function parsePpm(bytes: Buffer): Pixmap {
  const header = bytes.subarray(0, 64).toString('latin1');
  const match = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(header);
  if (!match) throw new Error('pdftoppm did not write a P6 pixmap');
  const [whole = '', width = '0', height = '0'] = match;
  return { width: Number(width), height: Number(height), rgb: bytes.subarray(whole.length) };
}

function toRgba({ width, height, rgb }: Pixmap): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return rgba;
}

/**
 * The text of the QR code printed on the first page of a PDF, read as a scanner reads paper: the page is
 * rendered to pixels (poppler's pdftoppm, as a printer would) and the code found and decoded in them.
 */
export async function readQrCodeOfPdf(pdfPath: string): Promise<string> {
  const { stdout } = await run('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', pdfPath], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  const pixmap = parsePpm(stdout);
  const code = jsQR(toRgba(pixmap), pixmap.width, pixmap.height);
  if (!code) throw new Error('no QR code found on the first page');
  return code.data;
}
