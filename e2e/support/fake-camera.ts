import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { qrModules } from '../../apps/server/src/platform/pdf/print-barcode.ts';
import { ARTIFACTS_DIR } from './paths.ts';

/** Chromium's fake camera plays this file; its size stays fixed, its picture is rewritten before each scan. */
export const FAKE_CAMERA_FILE = path.join(ARTIFACTS_DIR, 'fake-camera.y4m');

const WIDTH = 640;
const HEIGHT = 480;
/** video-range luma: white paper, black modules */
const WHITE = 235;
const BLACK = 16;
const QUIET_ZONE = 4;

/** Launch flags of a browser whose camera is allowed without asking and shows FAKE_CAMERA_FILE. */
export const FAKE_CAMERA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${FAKE_CAMERA_FILE}`,
];

/** A Y4M video of one 640x480 I420 frame (Chromium repeats it): luma `y`, colourless chroma. */
function writeFrame(y: Buffer): void {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`, 'latin1');
  const chroma = Buffer.alloc(WIDTH * HEIGHT * 0.5, 128);
  writeFileSync(FAKE_CAMERA_FILE, Buffer.concat([header, Buffer.from('FRAME\n', 'latin1'), y, chroma]));
}

/** A blank sheet before the camera (the file must exist when the browser starts). */
export function showBlankSheet(): void {
  writeFrame(Buffer.alloc(WIDTH * HEIGHT, WHITE));
}

/**
 * The QR code of `text` before the camera, drawn with the server's own QR maker (the one of the ASN label
 * and the invoice cover sheet), centred with its quiet zone, each module a square of whole pixels.
 */
export function showQrCode(text: string): void {
  const modules = qrModules(text);
  const across = modules.length + 2 * QUIET_ZONE;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / across);
  const left = Math.floor((WIDTH - modules.length * scale) / 2);
  const top = Math.floor((HEIGHT - modules.length * scale) / 2);
  const y = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  modules.forEach((row, moduleY) => {
    row.forEach((dark, moduleX) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + moduleY * scale + dy) * WIDTH + left + moduleX * scale;
        y.fill(BLACK, start, start + scale);
      }
    });
  });
  writeFrame(y);
}
