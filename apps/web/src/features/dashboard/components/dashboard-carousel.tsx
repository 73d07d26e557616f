import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { publicAsset } from '../../../platform/config/public-asset.ts';

/** Three pictures, 400 px high (spec 1 §2.5). */
export function DashboardCarousel() {
  const { t } = useTranslation('dashboard');
  const slides = [
    {
      id: 'factory',
      image: 'images/factory.svg',
      title: t('carousel.factoryTitle'),
      text: t('carousel.factoryText'),
    },
    { id: 'seat', image: 'images/seat.svg', title: t('carousel.seatTitle'), text: t('carousel.seatText') },
    {
      id: 'logistics',
      image: 'images/logistics.svg',
      title: t('carousel.logisticsTitle'),
      text: t('carousel.logisticsText'),
    },
  ];

  return (
    <Carousel autoplay autoplaySpeed={6000} className="dashboard-carousel">
      {slides.map((slide) => (
        <div key={slide.id}>
          <div className="dashboard-slide">
            <img src={publicAsset(slide.image)} alt={slide.title} className="dashboard-slide-image" />
            <div className="dashboard-slide-caption">
              <h2>{slide.title}</h2>
              <p>{slide.text}</p>
            </div>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
