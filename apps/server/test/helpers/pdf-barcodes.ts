import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BarcodeFormat,
  type Binarizer,
  BinaryBitmap,
  Code128Reader,
  DecodeHintType,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';

const run = promisify(execFile);

/** One page rendered as a thermal printer prints it: one pixel per dot, each black or white. */
interface Page {
  width: number;
  height: number;
  /** 0 black, 255 white, row after row */
  pixels: Uint8ClampedArray;
}

/** Where an image is drawn on a page, in points, as poppler reads it from the PDF's content. */
export interface PlacedImage {
  page: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ReadBarcode extends PlacedImage {
  format: 'CODE_128' | 'QR_CODE';
  text: string;
}

/** A binary PGM (P5) as pdftoppm -gray writes it, thresholded at half grey as a thermal head does. */
function parsePgm(bytes: Buffer): Page {
  const header = bytes.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(header);
  if (!match) throw new Error('pdftoppm did not write a P5 greymap');
  const [whole = '', width = '0', height = '0'] = match;
  const grey = bytes.subarray(whole.length);
  const pixels = new Uint8ClampedArray(grey.length);
  for (let index = 0; index < grey.length; index++) pixels[index] = (grey[index] ?? 255) < 128 ? 0 : 255;
  return { width: Number(width), height: Number(height), pixels };
}

/** Every page of the PDF at `dpi`, black and white, rendered by poppler (not by our own code). */
async function renderPages(pdfPath: string, dir: string, dpi: number): Promise<Page[]> {
  await run('pdftoppm', [
    '-r',
    String(dpi),
    '-gray',
    '-aa',
    'no',
    '-aaVector',
    'no',
    pdfPath,
    path.join(dir, 'page'),
  ]);
  const files = (await readdir(dir))
    .filter((name) => name.startsWith('page') && name.endsWith('.pgm'))
    .sort();
  return Promise.all(files.map(async (name) => parsePgm(await readFile(path.join(dir, name)))));
}

/** The images of the PDF with their places, from poppler's pdftohtml (at zoom 1 its units are points). */
async function placedImages(pdfPath: string): Promise<PlacedImage[]> {
  const { stdout } = await run('pdftohtml', ['-xml', '-zoom', '1', '-stdout', '-q', pdfPath], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const images: PlacedImage[] = [];
  let page = 0;
  for (const line of stdout.split('\n')) {
    const pageMatch = /<page number="(\d+)"/.exec(line);
    if (pageMatch) page = Number(pageMatch[1]);
    const image = /<image top="(-?[\d.]+)" left="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(line);
    if (image) {
      const [, top, left, width, height] = image.map(Number);
      images.push({ page, top: top ?? 0, left: left ?? 0, width: width ?? 0, height: height ?? 0 });
    }
  }
  return images;
}

/** The part of a page under an image (a point more each side, poppler rounds), on a white margin. */
function cut(page: Page, image: PlacedImage, dpi: number): RGBLuminanceSource {
  const margin = 24;
  const dots = (pt: number) => Math.round((pt * dpi) / 72);
  const x0 = Math.max(0, dots(image.left - 1));
  const y0 = Math.max(0, dots(image.top - 1));
  const x1 = Math.min(page.width, dots(image.left + image.width + 1));
  const y1 = Math.min(page.height, dots(image.top + image.height + 1));
  const width = x1 - x0 + 2 * margin;
  const height = y1 - y0 + 2 * margin;
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (let y = y0; y < y1; y++) {
    pixels.set(
      page.pixels.subarray(y * page.width + x0, y * page.width + x1),
      (y - y0 + margin) * width + margin,
    );
  }
  return new RGBLuminanceSource(pixels, width, height);
}

type Hints = Map<DecodeHintType, unknown>;

/**
 * Decodes as ZXing's own apps do: with its local-contrast binarizer, then its global one, then (QR only)
 * reading the crop as one whole symbol. The last is needed because ZXing's QR detector mistakes a
 * finder-like pattern in the data of some symbols for a finder pattern once cells are 5 dots or more, also
 * on a perfect bitmap made straight from the symbol's matrix (seen with zxing-js 0.21).
 */
function decode(
  source: RGBLuminanceSource,
  square: boolean,
): Pick<ReadBarcode, 'format' | 'text'> | undefined {
  const tryHarder: Hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  const whole: Hints = new Map([[DecodeHintType.PURE_BARCODE, true]]);
  const attempts: Array<[Binarizer, Hints]> = [
    [new HybridBinarizer(source), tryHarder],
    [new GlobalHistogramBinarizer(source), tryHarder],
  ];
  if (square) attempts.push([new HybridBinarizer(source), whole]);
  for (const [binarizer, hints] of attempts) {
    const bitmap = new BinaryBitmap(binarizer);
    try {
      const result = square
        ? new QRCodeReader().decode(bitmap, hints)
        : new Code128Reader().decode(bitmap, hints);
      const format = result.getBarcodeFormat() === BarcodeFormat.QR_CODE ? 'QR_CODE' : 'CODE_128';
      return { format, text: result.getText() };
    } catch {
      // not found this way: try the next
    }
  }
  return undefined;
}

/**
 * Reads every image of a PDF as a barcode the way a plant's scanner reads the printed label: the PDF is
 * rendered by poppler at the printer's resolution in black and white, each image's place is taken from
 * the PDF, and what lies there is decoded by ZXing (square images as QR, others as Code 128). An image
 * that does not decode is answered with format and text undefined, so a test sees what failed.
 */
export async function readBarcodesOfPdf(
  pdf: Buffer,
  dpi: number,
): Promise<Array<PlacedImage & Partial<Pick<ReadBarcode, 'format' | 'text'>>>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-barcodes-'));
  try {
    const pdfPath = path.join(dir, 'document.pdf');
    await writeFile(pdfPath, pdf);
    const [pages, images] = await Promise.all([renderPages(pdfPath, dir, dpi), placedImages(pdfPath)]);
    return images.map((image) => {
      const page = pages[image.page - 1];
      if (!page) throw new Error(`page ${image.page} was not rendered`);
      const square = Math.abs(image.width - image.height) < 2;
      return { ...image, ...decode(cut(page, image, dpi), square) };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The effective resolution of each image of a PDF (pdfimages -list): a barcode bitmap prints 1:1 at dpi. */
export async function imageResolutions(
  pdf: Buffer,
): Promise<Array<{ page: number; xPpi: number; yPpi: number }>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-images-'));
  try {
    const pdfPath = path.join(dir, 'document.pdf');
    await writeFile(pdfPath, pdf);
    const { stdout } = await run('pdfimages', ['-list', pdfPath]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const cells = line.trim().split(/\s+/);
        return { page: Number(cells[0]), xPpi: Number(cells[12]), yPpi: Number(cells[13]) };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
