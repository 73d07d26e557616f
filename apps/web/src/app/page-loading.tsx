import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import './page-loading.css';

/** Shown while a lazy page chunk loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading">
      <Spin size="large" description={t('layout.loading')} />
    </div>
  );
}
