import type { PackagingRow } from '@portal/contract/master-data';
import { type PackagingPicture, PICTURE_SLOTS } from '@portal/contract/packaging-pictures';
import { Alert, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useHasAuthority } from '../../../platform/session/use-authorities.ts';
import { useIsSupplier } from '../../../platform/session/use-login-info.ts';
import { usePictureChanges } from '../api/packaging-pictures.ts';
import { PictureSlot } from './picture-slot.tsx';
import './packaging-pictures-drawer.css';

type Props = { row: PackagingRow; onClose: () => void };

/**
 * The four picture slots of a packaging record (spec 1: four pictures, images at most 5M with a format
 * check, at least one picture), with the rules stated; buyers holding Upload packaging change them.
 */
export function PackagingPicturesDrawer({ row, onClose }: Props) {
  const { t } = useTranslation('masterData');
  const [pictures, setPictures] = useState<PackagingPicture[]>(row.pictures);
  const mayUpload = useHasAuthority('uploadPackaging');
  const supplier = useIsSupplier();
  // the server's rule (buyer-only, Upload packaging), so nobody is offered a button it would refuse
  const editable = mayUpload && !supplier;
  const { upload, remove } = usePictureChanges(setPictures);
  const busySlot = upload.isPending
    ? upload.variables?.slot
    : remove.isPending
      ? remove.variables?.slot
      : undefined;
  const packagingId = row.packagingId;
  return (
    <Drawer open onClose={onClose} width={720} title={t('pictures.title', { packagingNo: row.packagingNo })}>
      <Alert type="info" showIcon message={t('pictures.rules')} className="packaging-pictures-rules" />
      {!editable && (
        <Alert type="warning" message={t('pictures.readOnly')} className="packaging-pictures-rules" />
      )}
      <div className="packaging-pictures-grid">
        {PICTURE_SLOTS.map((slot) => (
          <PictureSlot
            key={slot}
            packagingId={packagingId}
            slot={slot}
            picture={pictures.find((picture) => picture.slot === slot)}
            editable={editable}
            last={pictures.length === 1}
            busy={busySlot === slot}
            onUpload={(file) =>
              upload.mutate(
                { packagingId, slot, file },
                { onSuccess: () => notifier.success(t('pictures.uploaded', { slot })) },
              )
            }
            onDelete={() => remove.mutate({ packagingId, slot })}
          />
        ))}
      </div>
    </Drawer>
  );
}
