import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { UploadDialog, type UploadDialogProps } from '../upload/upload-dialog.tsx';

type UploadButtonProps = Omit<UploadDialogProps, 'open' | 'onClose'> & { children: string };

/** Toolbar button that opens the shared upload dialog. */
export function UploadButton({ children, ...dialog }: UploadButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <UploadDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
