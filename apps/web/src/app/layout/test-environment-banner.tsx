import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isTestEnvironment } from '../../platform/config/runtime-config.ts';

/** Keeps anyone from mistaking the staging portal for production. */
export function TestEnvironmentBanner() {
  const { t } = useTranslation('common');
  if (!isTestEnvironment()) return null;
  return (
    <output className="test-environment-banner">
      <ExperimentOutlined />
      {t('app.testEnvironment')}
    </output>
  );
}
