import { vi } from 'vitest';

/**
 * A camera for screen tests (jsdom has none): getUserMedia answers a stream of one track, or refuses with
 * `refusal` (a DOMException name such as NotAllowedError); `stop` tells whether the camera was switched off.
 */
export function stubCamera(refusal?: string) {
  const stop = vi.fn();
  const track = { stop, kind: 'video' };
  const stream = { getTracks: () => [track] };
  const getUserMedia = vi.fn(() =>
    refusal ? Promise.reject(new DOMException('refused', refusal)) : Promise.resolve(stream),
  );
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  // jsdom's video cannot play
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { stop, getUserMedia };
}

/**
 * The browser's BarcodeDetector reading `frames` one after the other (null: no code in that frame; the
 * last one repeats), for screens that use the default detector.
 */
export function stubBarcodeDetector(frames: readonly (string | null)[]) {
  let seen = 0;
  class FakeBarcodeDetector {
    static getSupportedFormats() {
      return Promise.resolve(['qr_code']);
    }
    detect() {
      const text = frames[Math.min(seen, frames.length - 1)] ?? null;
      seen += 1;
      return Promise.resolve(text ? [{ rawValue: text }] : []);
    }
  }
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
}
