// The machine tools the test suite needs beyond npm's, checked before anything else runs: without them the
// suite would fail only after lint, typecheck and the unit tests (ten minutes in), and less clearly.
import { execFileSync } from 'node:child_process';
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

/**
 * The fonts Chromium draws Chinese and Thai with: without them the journeys' screenshots and layout checks
 * measure boxes of fallback glyphs (tofu) and fail on widths rather than on anything the portal did.
 */
const FONTS = [
  { family: /noto sans cjk/i, needed: 'the Noto Sans CJK fonts (Debian package fonts-noto-cjk)' },
  {
    family: /^(loma|garuda|waree|norasi|kinnari)$/im,
    needed: 'the TLWG Thai fonts (Debian package fonts-thai-tlwg)',
  },
];

/** The font families fontconfig knows, one a line; null when fontconfig's fc-list is missing. */
function installedFontFamilies(): string | null {
  try {
    return execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    return null;
  }
}

function missingFonts(): string[] {
  const families = installedFontFamilies();
  if (families === null) return ['fc-list (Debian package fontconfig), to find the CJK and Thai fonts'];
  const lines = families.split('\n').flatMap((line) => line.split(',').map((family) => family.trim()));
  return FONTS.filter(({ family }) => !family.test(lines.join('\n'))).map(({ needed }) => needed);
}

const missing = [
  ...(executable(CHROMIUM) ? [] : [`Chromium at ${CHROMIUM} (Debian package chromium, or set E2E_CHROMIUM)`]),
  ...POPPLER_TOOLS.filter((tool) => !onPath(tool)).map((tool) => `${tool} (Debian package poppler-utils)`),
  ...missingFonts(),
];
if (missing.length > 0) {
  console.error(
    `The tests need tools this machine lacks:\n${missing.map((item) => `  - ${item}`).join('\n')}\n` +
      'On Debian or Ubuntu: apt-get install chromium poppler-utils fontconfig fonts-noto-cjk fonts-thai-tlwg',
  );
  process.exit(1);
}
