import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { useViewer } from '../../features/session/api';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopbar } from './admin-topbar';

/** Sidebar, top bar and the admin screen, which loads in its own bundle. */
export function AdminLayout() {
  const user = useViewer();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="admin-shell d-flex min-vh-100">
      <a href="#contenido" className="skip-link visually-hidden-focusable">
        Saltar al contenido
      </a>
      <AdminSidebar show={menuOpen} onHide={() => setMenuOpen(false)} />
      <div className="admin-content flex-grow-1 d-flex flex-column">
        <AdminTopbar
          nombre={user?.nombre ?? user?.username}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((o) => !o)}
        />
        <main id="contenido" className="flex-grow-1" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
