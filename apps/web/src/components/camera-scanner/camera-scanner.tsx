import { Alert, Modal, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrDetector } from './qr-detector.ts';
import { useCameraScan } from './use-camera-scan.ts';
import './camera-scanner.css';

export type CameraScannerProps = {
  open: boolean;
  /** i18n key with its namespace (`ns:key`): what to hold before the camera (the label, the cover sheet) */
  hint: string;
  onScan: (text: string) => void;
  onClose: () => void;
  /** the code reader; by default the browser's, or the polyfill */
  createDetector?: () => Promise<QrDetector>;
};

/** A dialog showing the camera's picture until a QR code is read; closing it stops the camera. */
export function CameraScanner({ open, hint, onScan, onClose, createDetector }: CameraScannerProps) {
  const { t } = useTranslation('cameraScanner');
  const video = useRef<HTMLVideoElement>(null);
  const { problem } = useCameraScan({ open, video, onScan, createDetector });
  return (
    <Modal
      open={open}
      title={t('title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={480}
      className="camera-scanner"
    >
      <Typography.Paragraph>{t(hint)}</Typography.Paragraph>
      {problem && <Alert showIcon role="alert" type="error" title={t(`problems.${problem}`)} />}
      {/* always there, so a second try finds it; hidden while the camera cannot be used */}
      <video
        ref={video}
        className="camera-scanner-video"
        hidden={problem !== null}
        muted
        playsInline
        aria-label={t('preview')}
      />
    </Modal>
  );
}
