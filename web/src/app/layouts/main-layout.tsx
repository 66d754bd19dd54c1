import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useSession, useViewer } from '../../features/session/api';
import { IndicatorsPanel } from '../../features/indicators/components/indicators-panel';
import { useCanSeeReports } from '../../features/reports/api';
import { MainFooter } from './main-footer';
import { MainHeader } from './main-header';
import { OfflineBanner } from '../../offline/offline-banner';
import { lazyNamed } from '../../lib/lazy-screen';
import { serverSawSession } from '../../lib/boot-overlay';

// 'Pendientes de lectura (N)': its own small chunk, so the initial JavaScript does not grow.
const PendingReadingsNavLink = lazyNamed(
  () => import('../../features/lecturas/components/pending-widgets'),
  'PendingReadingsNavLink',
);

// The bell: its own chunk too.
const NotificationBell = lazyNamed(
  () => import('../../features/notifications/components/notification-bell'),
  'NotificationBell',
);

/** Header, page and footer of every non-admin page. */
export function MainLayout() {
  const user = useViewer();
  // Only a session the server confirmed asks for reports and indicators (public pages use this layout too).
  const session = useSession();
  // (A user who must first change a temporary password or set up two-factor gets 403 from both: they wait.)
  const loggedIn =
    session.isSuccess && session.data !== null && !session.data.mustChangePassword && !session.data.mustSetupTwoFactor;
  // Reportes is enabled exactly for users with at least one report.
  const canSeeReports = useCanSeeReports(loggedIn);
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#contenido" className="skip-link visually-hidden-focusable">
        Saltar al contenido
      </a>
      {/* SLOT (right side of the header): the 'Indicadores Económicos' panel goes in `aside`. */}
      <MainHeader
        user={user}
        searchable={user !== null || (serverSawSession && session.isPending)}
        canSeeReports={canSeeReports}
        aside={loggedIn ? <IndicatorsPanel /> : null}
        readings={
          loggedIn ? (
            <>
              <PendingReadingsNavLink />
              <NotificationBell />
            </>
          ) : null
        }
      />
      <OfflineBanner />
      <main id="contenido" className="flex-grow-1" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <MainFooter />
    </div>
  );
}
