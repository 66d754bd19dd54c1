import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { paths } from '../../config/paths';

const ADMIN_LINKS = [
  { to: paths.admin.panel.path, label: 'Panel', icon: 'bi-speedometer2' },
  { to: paths.admin.news.path, label: 'Noticias', icon: 'bi-newspaper' },
  { to: paths.admin.documents.path, label: 'Documentos', icon: 'bi-file-earmark-pdf' },
  { to: paths.admin.readings.path, label: 'Lecturas obligatorias', icon: 'bi-journal-check' },
  { to: paths.admin.organization.path, label: 'Organización', icon: 'bi-diagram-3' },
  { to: paths.admin.birthdays.path, label: 'Cumpleaños', icon: 'bi-cake2' },
  { to: paths.admin.users.path, label: 'Personas', icon: 'bi-people' },
  { to: paths.admin.slides.path, label: 'Banner', icon: 'bi-images' },
  { to: paths.admin.announcements.path, label: 'Anuncios', icon: 'bi-megaphone' },
  { to: paths.admin.courses.path, label: 'Cursos', icon: 'bi-mortarboard' },
  { to: paths.admin.forum.path, label: 'Foro', icon: 'bi-chat-dots' },
  { to: paths.admin.reports.path, label: 'Reportes', icon: 'bi-bar-chart-line' },
  { to: paths.admin.audit.path, label: 'Auditoría', icon: 'bi-shield-check' },
] as const;

interface AdminSidebarProps {
  /** Only meaningful below 768 px; above it the sidebar is always shown. */
  show: boolean;
  onHide: () => void;
}

/**
 * The admin menu: a fixed 250 px column from 768 px up; below that an overlay
 * opened by the top bar's button, closed by a link choice, the backdrop or Escape.
 */
export function AdminSidebar({ show, onHide }: AdminSidebarProps) {
  return (
    <aside className="admin-aside">
      <Offcanvas
        id="admin-sidebar"
        show={show}
        onHide={onHide}
        responsive="md"
        placement="start"
        className="admin-sidebar"
        data-bs-theme="dark"
        aria-labelledby="admin-sidebar-title"
      >
        <Offcanvas.Header closeButton closeLabel="Cerrar menú">
          <Offcanvas.Title id="admin-sidebar-title" as="h2" className="h6 mb-0">
            Menú de administración
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="flex-column p-0">
          <div className="admin-brand d-none d-md-flex align-items-center">
            <BrandLogo size={32} />
          </div>
          <nav aria-label="Administración" className="py-2">
            <ul className="nav flex-column">
              {ADMIN_LINKS.map(({ to, label, icon }) => (
                <li key={to} className="nav-item">
                  <NavLink to={to} className="admin-link nav-link" onClick={onHide}>
                    <i className={`bi ${icon}`} aria-hidden="true" />
                    <span>{label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Offcanvas.Body>
      </Offcanvas>
    </aside>
  );
}
