import { type RefObject, useEffect, useRef, useState } from 'react';
import { type CameraProblem, cameraProblemOf } from './camera-problem.ts';
import { createQrDetector, type QrDetector } from './qr-detector.ts';

/** How often a frame is searched for a code: fast enough to feel instant, light on a phone's battery. */
const SCAN_INTERVAL_MS = 200;

export type CameraScanOptions = {
  open: boolean;
  video: RefObject<HTMLVideoElement | null>;
  /** the first code read; the camera is already stopped */
  onScan: (text: string) => void;
  createDetector?: () => Promise<QrDetector>;
};

/** The rear camera where there is one (a phone), else any. */
function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia)
    return Promise.reject(new DOMException('no camera API', 'NoCameraApi'));
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}

const stopTracks = (stream: MediaStream | undefined) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * While `open`: the camera streams into `video` and each frame is searched for a QR code until one is read.
 * Closing (or unmounting) stops the camera, so its light goes out with the dialog.
 */
export function useCameraScan({ open, video, onScan, createDetector = createQrDetector }: CameraScanOptions) {
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const scanned = useRef(onScan);
  scanned.current = onScan;
  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks(stream);
      if (video.current) video.current.srcObject = null;
    };
    const look = async (detector: QrDetector, element: HTMLVideoElement) => {
      const text = await detector.detect(element).catch(() => null);
      if (stopped) return;
      if (text) {
        stop();
        scanned.current(text);
      } else timer = setTimeout(() => void look(detector, element), SCAN_INTERVAL_MS);
    };
    const start = async () => {
      setProblem(null);
      stream = await openCamera();
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      // autoplay may be refused (the detector still reads paused frames); some engines answer no promise
      await Promise.resolve()
        .then(() => element.play())
        .catch(() => undefined);
      const detector = await createDetector();
      if (!stopped) void look(detector, element);
    };
    start().catch((error: unknown) => {
      if (!stopped) setProblem(cameraProblemOf(error));
    });
    return stop;
  }, [open, video, createDetector]);
  return { problem };
}
