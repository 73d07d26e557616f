import { HourglassOutlined } from '@ant-design/icons';
import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface PlaceholderPageProps {
  /** key of the screen's name in the `menu` catalogue (`menu:screens.<screen>`) */
  screen: string;
}

/** A screen of the portal that is not built yet: named, explained, never blank. */
export function PlaceholderPage({ screen }: PlaceholderPageProps) {
  const { t } = useTranslation(['common', 'menu']);
  const navigate = useNavigate();
  return (
    <Card variant="borderless">
      <Result
        icon={<HourglassOutlined style={{ color: '#1d5fa8' }} />}
        title={t(`menu:screens.${screen}`)}
        subTitle={t('common:placeholder.subTitle')}
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            {t('common:placeholder.backHome')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary" className="placeholder-description">
          {t('common:placeholder.description')}
        </Typography.Paragraph>
      </Result>
    </Card>
  );
}
