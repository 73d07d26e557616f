import { ScanOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../../platform/screen/use-small-screen.ts';
import { CameraScanner } from './camera-scanner.tsx';
import type { QrDetector } from './qr-detector.ts';

export type CameraScanButtonProps = {
  /** i18n key with its namespace (`ns:key`) of what to hold before the camera */
  hint: string;
  onScan: (text: string) => void;
  createDetector?: () => Promise<QrDetector>;
};

/**
 * "Scan": opens the camera and hands over the first QR code read. Offered on a phone only (below md): a
 * desk has a scanner gun that types into the field, and its screens stay exactly as they were.
 */
export function CameraScanButton({ hint, onScan, createDetector }: CameraScanButtonProps) {
  const { t } = useTranslation('cameraScanner');
  const small = useSmallScreen();
  const [open, setOpen] = useState(false);
  if (!small) return null;
  const scanned = (text: string) => {
    setOpen(false);
    onScan(text);
  };
  return (
    <>
      <Button icon={<ScanOutlined />} onClick={() => setOpen(true)}>
        {t('scan')}
      </Button>
      <CameraScanner
        open={open}
        hint={hint}
        onScan={scanned}
        onClose={() => setOpen(false)}
        createDetector={createDetector}
      />
    </>
  );
}
