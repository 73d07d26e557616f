import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A screen the session's menus do not grant, opened by its address: said plainly, nothing of it shown. */
export function NoPermissionPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('noPermission.title')}
      subTitle={t('noPermission.subTitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
