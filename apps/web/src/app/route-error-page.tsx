import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page that throws (e.g. a chunk of an older build that is gone) still leaves the user a way out. */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={t('routeError.title')}
      subTitle={t('routeError.subTitle')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
