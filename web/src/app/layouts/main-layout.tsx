import { Outlet } from 'react-router';
import { useViewer } from '../../features/session/api';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';

/**
 * Reportes is enabled only for an allow-list of RUTs (spec §6). Until the reports feature
 * supplies that list, nobody sees it enabled.
 */
function useCanSeeReports(_rut: string | undefined): boolean {
  return false;
}

/** Header, page and footer of every non-admin page (spec §2, Layout). */
export function MainLayout() {
  const user = useViewer();
  const canSeeReports = useCanSeeReports(user?.rut);
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#contenido" className="skip-link visually-hidden-focusable">
        Saltar al contenido
      </a>
      {/* SLOT (right side of the header): the 'Indicadores Económicos' panel goes in `aside`. */}
      <MainHeader user={user} canSeeReports={canSeeReports} aside={null} />
      <main id="contenido" className="flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
      <MainFooter />
    </div>
  );
}
