import { InboxOutlined } from '@ant-design/icons';
import { Flex, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPLOAD_EXTENSIONS } from './validate-upload-file.ts';

/**
 * The chooser offers xlsx/xls only, but a dropped file (or one picked under "all files") is not filtered
 * away silently: it reaches the spec's checks, which name what is wrong with it.
 */
const ACCEPT = {
  format: UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(','),
  filter: 'native',
} as const;

/** Room to aim a dropped file at that still leaves the row-error table and OK/Cancel on a 720 px screen. */
const DROP_AREA_HEIGHT = 80;

type UploadDropAreaProps = {
  /** the file chosen so far (it is listed under the area) */
  file: File | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
};

/** One file, dropped on the area or chosen by a click on it; nothing is sent from here. */
export function UploadDropArea({ file, disabled, onChoose, onRemove }: UploadDropAreaProps) {
  const { t } = useTranslation('listKit');
  return (
    <Upload.Dragger
      accept={ACCEPT}
      maxCount={1}
      height={DROP_AREA_HEIGHT}
      disabled={disabled}
      fileList={file ? [{ uid: 'chosen', name: file.name }] : []}
      beforeUpload={(chosen) => {
        onChoose(chosen);
        return false;
      }}
      onRemove={onRemove}
    >
      <Flex align="center" justify="center" gap={12}>
        <InboxOutlined style={{ fontSize: 32 }} />
        <Typography.Text>{t('upload.drop')}</Typography.Text>
      </Flex>
    </Upload.Dragger>
  );
}
