import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../../components/PublicFrame';
import { SideNav } from '../../components/SideNav';
import { TopNav } from '../../components/TopNav';

/** The signed-in frame: top navigation, side navigation with its panels, and the page (000 §2). */
export function HomeFrame() {
  const { t } = useTranslation();
  return (
    <div className="home-frame">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('app.skipToContent')}
      </a>
      <TopNav />
      <div className="home-frame__body">
        <SideNav />
        <main id={MAIN_CONTENT_ID} className="home-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
