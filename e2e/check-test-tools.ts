// The machine tools the test suite needs beyond npm's, checked before anything else runs: without them the
// suite would fail only after lint, typecheck and the unit tests (ten minutes in), and less clearly.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './support/chromium-path.ts';

/** poppler's tools: the PDF tests render pages, read word boxes and list images with them. */
const POPPLER_TOOLS = ['pdftoppm', 'pdftotext', 'pdfimages', 'pdftohtml'];

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(tool: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && executable(path.join(dir, tool)));
}

const missing = [
  ...(executable(CHROMIUM) ? [] : [`Chromium at ${CHROMIUM} (Debian package chromium, or set E2E_CHROMIUM)`]),
  ...POPPLER_TOOLS.filter((tool) => !onPath(tool)).map((tool) => `${tool} (Debian package poppler-utils)`),
];
if (missing.length > 0) {
  console.error(
    `The tests need tools this machine lacks:\n${missing.map((item) => `  - ${item}`).join('\n')}`,
  );
  process.exit(1);
}
