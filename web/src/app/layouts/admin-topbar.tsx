import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/session/api';

interface AdminTopbarProps {
  /** The person's full name; 'Administrador' when unknown. */
  nombre: string | undefined;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** 60 px bar above admin pages: menu button, greeting, way back and logout. */
export function AdminTopbar({ nombre, menuOpen, onToggleMenu }: AdminTopbarProps) {
  const logout = useLogout();
  return (
    <header className="admin-topbar d-flex align-items-center gap-2 px-2 px-sm-3">
      <Button
        variant="link"
        className="admin-menu-toggle d-md-none"
        onClick={onToggleMenu}
        aria-controls="admin-sidebar"
        aria-expanded={menuOpen}
        aria-label="Abrir menú de administración"
      >
        <i className="bi bi-list" aria-hidden="true" />
      </Button>
      <p className="admin-greeting mb-0 text-truncate">
        Bienvenido, <strong>{nombre || 'Administrador'}</strong>
      </p>
      <div className="ms-auto d-flex align-items-center gap-2 flex-shrink-0">
        <Link to={paths.home.path} className="btn btn-sm btn-outline-primary" title="Volver a la intranet">
          <i className="bi bi-house-door" aria-hidden="true" />
          <span className="d-none d-sm-inline ms-1">Inicio</span>
          <span className="visually-hidden d-sm-none">Inicio</span>
        </Link>
        <Button variant="primary" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
          Cerrar Sesión
        </Button>
      </div>
    </header>
  );
}
