import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { Dropdown } from '../../components/dropdown';
import { useToast } from '../../components/toast-provider';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/session/api';
import { SearchBox } from '../../features/search/components/search-box';

export const REPORTS_FORBIDDEN_MESSAGE = 'No tienes permiso para acceder a esta sección';

interface MainHeaderProps {
  user: { username: string; role: string } | null;
  /** Whether the bar has the search box: a user's bar, also while a session the server saw is confirmed. */
  searchable: boolean;
  /**
   * Reportes is greyed out unless the user has reports. Undefined while that is being asked:
   * the link then works, and /datos itself sends a user without reports back with the alert.
   */
  canSeeReports?: boolean | undefined;
  /** Right-hand area of the bar, reserved for the 'Indicadores Económicos' panel. */
  aside?: ReactNode;
  /** 'Pendientes de lectura (N)', shown only to a confirmed session. */
  readings?: ReactNode;
}

const isUnder = (pathname: string, ...prefixes: string[]) =>
  prefixes.some((p) => pathname.toLowerCase().startsWith(p.toLowerCase()));

/**
 * The navigation bar: one line from 992 px for workers and admins, collapsed below that,
 * closing after a choice. Bootstrap's markup and classes written out (no react-bootstrap): the bar is on every
 * page's first load, where react-bootstrap's Navbar, Nav and NavDropdown cost ≈ 20 KB gzip of JavaScript.
 */
export function MainHeader({ user, searchable, canSeeReports, aside, readings }: MainHeaderProps) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const notify = useToast();
  const logout = useLogout();

  const denyReports = (event: MouseEvent) => {
    event.preventDefault();
    notify(REPORTS_FORBIDDEN_MESSAGE, 'warning');
  };

  // `short`: the label shown from 992 to 1399 px, so the bar fits one line; the full label stays
  // the link's name and shows on phones (collapsed menu) and from 1400 px.
  const link = (to: string, label: string, short?: string) => (
    <NavLink to={to} className="nav-link" aria-label={short ? label : undefined} onClick={() => setExpanded(false)}>
      {short ? (
        <>
          <span className="nav-label-long">{label}</span>
          <span className="nav-label-short">{short}</span>
        </>
      ) : (
        label
      )}
    </NavLink>
  );
  const item = (to: string, label: string) => (
    // A choice closes the collapsed menu (phones); the dropdown closes itself.
    <NavLink to={to} className="dropdown-item" onClick={() => setExpanded(false)}>
      {label}
    </NavLink>
  );
  const menu = (id: string, title: string, active: boolean, items: ReactNode) => (
    <Dropdown id={id} label={title} className="nav-item" toggleClassName="nav-link" active={active}>
      {items}
    </Dropdown>
  );

  return (
    <header className="app-header sticky-top">
      <nav className="app-navbar navbar navbar-expand-lg navbar-dark" aria-label="Principal">
        <div className="container-xl">
          <Link className="navbar-brand" to={paths.home.path}>
            <BrandLogo />
          </Link>
          {/* Outside the collapse: on a phone the search stays reachable without opening the menu. */}
          {searchable && <SearchBox onNavigate={() => setExpanded(false)} />}
          {readings && <Suspense fallback={null}>{readings}</Suspense>}
          <button
            type="button"
            className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
            aria-controls="main-navigation"
            aria-expanded={expanded}
            aria-label="Mostrar u ocultar el menú"
            onClick={() => setExpanded((e) => !e)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div className={`navbar-collapse collapse${expanded ? ' show' : ''}`} id="main-navigation">
            {/* The router marks the current link (NavLink: 'active' and aria-current). */}
            <div className="navbar-nav me-auto">
              {link(paths.home.path, 'Inicio')}
              {link(paths.news.path, 'Noticias')}
              {link(paths.procedures.path, 'Documentos')}
              {link(paths.courses.path, 'Cursos y Capacitaciones', 'Cursos')}
              {link(paths.links.path, 'Links de Interés', 'Links')}
              {link(paths.forum.path, 'Foro')}
              {menu(
                'nav-organizacion',
                'Organización',
                isUnder(pathname, paths.organization.path, paths.workers.path),
                <>
                  {item(paths.organization.path, 'Organigrama')}
                  {item(paths.workers.path, 'Trabajadores')}
                </>,
              )}
              {/*
                Reportes: the person's Power BI reports (/datos, locked without reports: a click says
                why) and Gráficos, which every logged-in user may open (GET /api/get-powerbi-url/{page}).
              */}
              {menu(
                'nav-reportes',
                'Reportes',
                isUnder(pathname, paths.reportsNav.path, paths.charts.path),
                <>
                  {canSeeReports !== false ? (
                    item(paths.reportsNav.path, 'Mis reportes')
                  ) : (
                    // Greyed out but still operable: a click explains why it does not open.
                    <a
                      href={paths.reportsNav.path}
                      className="dropdown-item nav-link-locked"
                      title={REPORTS_FORBIDDEN_MESSAGE}
                      onClick={(event: MouseEvent) => {
                        setExpanded(false);
                        denyReports(event);
                      }}
                    >
                      <i className="bi bi-lock-fill me-1 small" aria-hidden="true" />
                      Mis reportes
                    </a>
                  )}
                  {item(paths.charts.path, 'Gráficos')}
                </>,
              )}
              {user
                ? menu(
                    'nav-mi-perfil',
                    'Mi Perfil',
                    isUnder(pathname, paths.myProfile.path),
                    <>
                      {item(paths.myProfile.path, 'Datos')}
                      {/* Inside 'Mi Perfil': the admin's bar fits one line like the workers'. */}
                      {user.role === 'admin' && (
                        <NavLink
                          to={paths.admin.panel.path}
                          className="dropdown-item"
                          onClick={() => setExpanded(false)}
                        >
                          <i className="bi bi-gear-fill me-2" aria-hidden="true" />
                          Administración
                        </NavLink>
                      )}
                      <hr className="dropdown-divider" role="separator" />
                      <button
                        type="button"
                        className="dropdown-item"
                        onClick={() => logout.mutate()}
                        disabled={logout.isPending}
                      >
                        Cerrar Sesión
                      </button>
                    </>,
                  )
                : link(paths.login.path, 'Iniciar sesión')}
            </div>
            {/* SLOT: 'Indicadores Económicos' panel (features/indicators), passed in as `aside`. */}
            {aside && <div className="header-aside ms-lg-3">{aside}</div>}
          </div>
        </div>
      </nav>
    </header>
  );
}
