/** Reads the text of a QR code in the camera's current frame; null while none is seen. */
export interface QrDetector {
  detect(video: HTMLVideoElement): Promise<string | null>;
}

/** The part of the Shape Detection API we use (TypeScript's DOM library does not declare it yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

function nativeDetectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

async function nativeQrDetector(): Promise<QrDetector | null> {
  const Detector = nativeDetectorClass();
  if (!Detector) return null;
  const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
  if (!formats.includes('qr_code')) return null;
  const detector = new Detector({ formats: ['qr_code'] });
  return {
    async detect(video) {
      const [code] = await detector.detect(video);
      return code?.rawValue ?? null;
    },
  };
}

/** jsQR on a canvas copy of the frame; loaded only on a browser without a native QR detector. */
async function polyfillQrDetector(): Promise<QrDetector> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(video) {
      const { videoWidth: width, videoHeight: height } = video;
      if (!context || width === 0 || height === 0) return null;
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const frame = context.getImageData(0, 0, width, height);
      return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

/** The browser's BarcodeDetector where it reads QR codes, else the jsQR polyfill. */
export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeQrDetector()) ?? polyfillQrDetector();
}
