import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
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
 * closing after a choice.
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
    <Nav.Link as={NavLink} to={to} eventKey={to} aria-label={short ? label : undefined}>
      {short ? (
        <>
          <span className="nav-label-long">{label}</span>
          <span className="nav-label-short">{short}</span>
        </>
      ) : (
        label
      )}
    </Nav.Link>
  );
  const item = (to: string, label: string) => (
    // No eventKey (it would add aria-selected, invalid on a link), so the Nav does not report the
    // choice to the Navbar: close the collapsed menu here.
    <NavDropdown.Item as={NavLink} to={to} onClick={() => setExpanded(false)}>
      {label}
    </NavDropdown.Item>
  );

  return (
    <header className="app-header sticky-top">
      <Navbar
        expand="lg"
        collapseOnSelect
        expanded={expanded}
        onToggle={setExpanded}
        variant="dark"
        className="app-navbar"
        aria-label="Principal"
      >
        <Container fluid="xl">
          <Navbar.Brand as={Link} to={paths.home.path}>
            <BrandLogo />
          </Navbar.Brand>
          {/* Outside the collapse: on a phone the search stays reachable without opening the menu. */}
          {searchable && <SearchBox onNavigate={() => setExpanded(false)} />}
          {readings && <Suspense fallback={null}>{readings}</Suspense>}
          <Navbar.Toggle aria-controls="main-navigation" label="Mostrar u ocultar el menú" />
          <Navbar.Collapse id="main-navigation">
            {/* The router marks the current link; activeKey only stops stale highlights after a click. */}
            <Nav className="me-auto" activeKey={pathname}>
              {link(paths.home.path, 'Inicio')}
              {link(paths.news.path, 'Noticias')}
              {link(paths.procedures.path, 'Documentos')}
              {link(paths.courses.path, 'Cursos y Capacitaciones', 'Cursos')}
              {link(paths.links.path, 'Links de Interés', 'Links')}
              {link(paths.forum.path, 'Foro')}
              <NavDropdown
                title="Organización"
                id="nav-organizacion"
                active={isUnder(pathname, paths.organization.path, paths.workers.path)}
              >
                {item(paths.organization.path, 'Organigrama')}
                {item(paths.workers.path, 'Trabajadores')}
              </NavDropdown>
              {/*
                Reportes: the person's Power BI reports (/datos, locked without reports: a click says
                why) and Gráficos, which every logged-in user may open (GET /api/get-powerbi-url/{page}).
              */}
              <NavDropdown
                title="Reportes"
                id="nav-reportes"
                active={isUnder(pathname, paths.reportsNav.path, paths.charts.path)}
              >
                {canSeeReports !== false ? (
                  item(paths.reportsNav.path, 'Mis reportes')
                ) : (
                  // Greyed out but still operable: a click explains why it does not open.
                  <NavDropdown.Item
                    href={paths.reportsNav.path}
                    className="nav-link-locked"
                    title={REPORTS_FORBIDDEN_MESSAGE}
                    onClick={(event: MouseEvent) => {
                      setExpanded(false);
                      denyReports(event);
                    }}
                  >
                    <i className="bi bi-lock-fill me-1 small" aria-hidden="true" />
                    Mis reportes
                  </NavDropdown.Item>
                )}
                {item(paths.charts.path, 'Gráficos')}
              </NavDropdown>
              {user ? (
                <NavDropdown title="Mi Perfil" id="nav-mi-perfil" active={isUnder(pathname, paths.myProfile.path)}>
                  {item(paths.myProfile.path, 'Datos')}
                  {/* Inside 'Mi Perfil': the admin's bar fits one line like the workers'. */}
                  {user.role === 'admin' && (
                    <NavDropdown.Item as={NavLink} to={paths.admin.panel.path} onClick={() => setExpanded(false)}>
                      <i className="bi bi-gear-fill me-2" aria-hidden="true" />
                      Administración
                    </NavDropdown.Item>
                  )}
                  <NavDropdown.Divider />
                  <NavDropdown.Item as="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
                    Cerrar Sesión
                  </NavDropdown.Item>
                </NavDropdown>
              ) : (
                link(paths.login.path, 'Iniciar sesión')
              )}
            </Nav>
            {/* SLOT: 'Indicadores Económicos' panel (features/indicators), passed in as `aside`. */}
            {aside && <div className="header-aside ms-lg-3">{aside}</div>}
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
