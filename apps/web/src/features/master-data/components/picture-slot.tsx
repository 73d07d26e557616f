import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { type PackagingPicture, PICTURE_MAX_BYTES } from '@portal/contract/packaging-pictures';
import { Button, Card, Image, Popconfirm, Space, Spin, Tooltip, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { usePictureUrl } from '../api/packaging-pictures.ts';

/** What the file chooser offers; the server checks the bytes whatever the chooser let through. */
const ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif';

export type PictureSlotProps = {
  packagingId: number;
  slot: number;
  picture: PackagingPicture | undefined;
  /** the caller may upload and delete (buyer with uploadPackaging) */
  editable: boolean;
  /** the record's only picture: it cannot be deleted, only replaced (at least one picture) */
  last: boolean;
  busy: boolean;
  onUpload: (file: File) => void;
  onDelete: () => void;
};

function Preview({ packagingId, picture }: { packagingId: number; picture: PackagingPicture }) {
  const { t } = useTranslation('masterData');
  const url = usePictureUrl(packagingId, picture);
  if (!url) return <Spin aria-label={t('pictures.loading')} />;
  return (
    <Image
      src={url}
      alt={t('pictures.slot', { slot: picture.slot })}
      height={150}
      style={{ objectFit: 'contain' }}
    />
  );
}

/** One of the four slots: the picture (or its absence), who put it there, and Upload / Delete. */
export function PictureSlot({
  packagingId,
  slot,
  picture,
  editable,
  last,
  busy,
  onUpload,
  onDelete,
}: PictureSlotProps) {
  const { t } = useTranslation('masterData');
  const input = useRef<HTMLInputElement>(null);
  const chosen = (file: File | undefined) => {
    if (!file) return;
    // the server refuses it too; saying so here spares sending 5 MB for nothing
    if (file.size > PICTURE_MAX_BYTES) notifier.error(t('pictures.tooLarge'));
    else onUpload(file);
  };
  const remove = (
    <Popconfirm
      title={t('pictures.deleteQuestion', { slot })}
      okText={t('pictures.delete')}
      okButtonProps={{ danger: true }}
      onConfirm={onDelete}
      onCancel={() => notifier.info(t('pictures.deleteCancelled'))}
      disabled={last}
    >
      <Button danger icon={<DeleteOutlined />} disabled={last || busy}>
        {t('pictures.delete')}
      </Button>
    </Popconfirm>
  );
  return (
    <Card size="small" title={t('pictures.slot', { slot })} data-testid={`picture-slot-${slot}`}>
      <div className="packaging-picture-frame">
        {picture ? (
          <Preview packagingId={packagingId} picture={picture} />
        ) : (
          <Typography.Text type="secondary">
            <PictureOutlined /> {t('pictures.empty')}
          </Typography.Text>
        )}
      </div>
      {picture && (
        <Typography.Paragraph
          type="secondary"
          className="packaging-picture-caption"
          style={{ marginBottom: 8 }}
        >
          {t('pictures.by', { user: picture.uploadedBy, time: picture.uploadedAt })} ·{' '}
          {t('pictures.size', { size: Math.ceil(picture.size / 1024) })}
        </Typography.Paragraph>
      )}
      {editable && (
        <Space wrap>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={t('pictures.slot', { slot })}
            onChange={(event) => {
              chosen(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
            {picture ? t('pictures.replace') : t('pictures.upload')}
          </Button>
          {picture && (last ? <Tooltip title={t('pictures.lastOne')}>{remove}</Tooltip> : remove)}
        </Space>
      )}
    </Card>
  );
}
