import { CalendarOutlined, FileDoneOutlined, TruckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { publicAsset } from '../../../platform/config/public-asset.ts';

/** The left half of the login page: who the portal is for. */
export function LoginBrandPanel() {
  const { t } = useTranslation(['session', 'common']);
  const points = [
    { icon: <CalendarOutlined />, text: t('session:login.brandSchedules') },
    { icon: <TruckOutlined />, text: t('session:login.brandShipments') },
    { icon: <FileDoneOutlined />, text: t('session:login.brandInvoices') },
  ];
  return (
    <section className="login-brand">
      <div className="login-brand-head">
        <img src={publicAsset('logo.svg')} alt="" className="login-brand-logo" />
        <span className="login-brand-name">{t('common:app.name')}</span>
      </div>
      <div className="login-brand-body">
        <h1 className="login-brand-title">{t('session:login.brandTitle')}</h1>
        <p className="login-brand-subtitle">{t('session:login.brandSubtitle')}</p>
        <ul className="login-brand-points">
          {points.map((point) => (
            <li key={point.text}>
              <span className="login-brand-point-icon">{point.icon}</span>
              {point.text}
            </li>
          ))}
        </ul>
      </div>
      <img src={publicAsset('images/brand-seat.svg')} alt="" className="login-brand-art" />
      <div className="login-brand-foot">
        {t('session:login.copyright', { year: new Date().getFullYear() })}
      </div>
    </section>
  );
}
