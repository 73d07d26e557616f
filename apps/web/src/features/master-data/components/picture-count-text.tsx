import type { PackagingPicture } from '@portal/contract/packaging-pictures';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** How many of the four pictures a record has; a record without one is marked (at least one picture). */
export function PictureCountText({ pictures }: { pictures: readonly PackagingPicture[] }) {
  const { t } = useTranslation('masterData');
  if (pictures.length === 0) return <Tag color="warning">{t('pictures.none')}</Tag>;
  return <>{t('pictures.count', { count: pictures.length })}</>;
}

export function renderPictureCount(pictures: readonly PackagingPicture[]) {
  return <PictureCountText pictures={pictures} />;
}
