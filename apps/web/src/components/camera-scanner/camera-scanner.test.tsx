import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { CameraScanner } from './camera-scanner.tsx';
import type { QrDetector } from './qr-detector.ts';
import { stubBarcodeDetector, stubCamera } from './testing/fake-camera.ts';

/** A detector that sees nothing in the first frames, then `text`. */
function detectorReading(text: string, emptyFrames = 2): () => Promise<QrDetector> {
  let frames = 0;
  const detect = () => {
    frames += 1;
    return Promise.resolve(frames > emptyFrames ? text : null);
  };
  return () => Promise.resolve({ detect });
}

function renderScanner(props: { open?: boolean; createDetector?: () => Promise<QrDetector> } = {}) {
  const onScan = vi.fn();
  const onClose = vi.fn();
  const view = renderWithApp(
    <CameraScanner
      open={props.open ?? true}
      hint="securityCheck:scan.labelHint"
      onScan={onScan}
      onClose={onClose}
      createDetector={props.createDetector}
    />,
  );
  return { ...view, onScan, onClose };
}

describe('CameraScanner', () => {
  it('hands over the first code read and switches the camera off', async () => {
    const camera = stubCamera();
    const { onScan } = renderScanner({ createDetector: detectorReading('ASN1|P1|10|ASN1-0001') });
    expect(await screen.findByText(/Hold the QR code of the ASN label/)).toBeInTheDocument();
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('ASN1|P1|10|ASN1-0001'));
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(camera.stop).toHaveBeenCalled();
    // the rear camera where there is one
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });

  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    stubCamera();
    stubBarcodeDetector([null, 'ASN2|P1|5|ASN2-0001']);
    const { onScan } = renderScanner();
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('ASN2|P1|5|ASN2-0001'));
  });

  it('says how to allow the camera when permission is refused, and reads nothing', async () => {
    stubCamera('NotAllowedError');
    const createDetector = vi.fn(detectorReading('never'));
    const { onScan } = renderScanner({ createDetector });
    expect(await screen.findByRole('alert')).toHaveTextContent(/allow this site to use the camera/);
    expect(createDetector).not.toHaveBeenCalled();
    expect(onScan).not.toHaveBeenCalled();
  });

  it('says there is no camera when the device has none', async () => {
    stubCamera('NotFoundError');
    renderScanner({ createDetector: detectorReading('never') });
    expect(await screen.findByRole('alert')).toHaveTextContent(/No camera was found on this device/);
  });

  it('stops the camera when the dialog is closed before a code is read', async () => {
    const camera = stubCamera();
    const nothing = () => Promise.resolve<QrDetector>({ detect: () => Promise.resolve(null) });
    const view = renderScanner({ createDetector: nothing });
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalled());
    // let the stream reach the video before closing
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    view.rerender(<></>);
    await waitFor(() => expect(camera.stop).toHaveBeenCalled());
    expect(view.onScan).not.toHaveBeenCalled();
  });
});
