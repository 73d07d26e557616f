import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page that throws (e.g. a chunk of an older build that is gone) still leaves the user a way out.
 * Part of the first download, so it cannot fail to load itself: an Alert (already on the login page)
 * rather than Result, whose status pictures weigh about 10 KB gzipped.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  return (
    <div className="route-error-page">
      <Alert
        type="warning"
        showIcon
        title={t('routeError.title')}
        description={t('routeError.subTitle')}
        action={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        }
      />
    </div>
  );
}
