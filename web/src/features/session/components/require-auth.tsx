import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { readStoredUser } from '../../../lib/session';
import { useSession } from '../api';

const isPath = (pathname: string, path: string) => pathname.toLowerCase() === path.toLowerCase();

/**
 * Lets logged-in users through. The server's GET /api/session decides. While its answer
 * is on the way the page already renders and asks for its data (in parallel, not one round trip
 * later): everything it shows comes from calls that need a session, so someone logged out sees
 * nothing but the layout before being sent to /login.
 */
export function RequireAuth() {
  const session = useSession();
  const { pathname } = useLocation();
  const hint = readStoredUser();

  if (session.isPending) return <Outlet />;
  if (session.isError) {
    if (hint) return <Outlet />;
    return (
      <main className="container py-5">
        <h1 className="visually-hidden">No se pudo verificar la sesión</h1>
        <ErrorAlert error={session.error} onRetry={() => void session.refetch()} />
      </main>
    );
  }
  const user = session.data;
  if (!user) return <Navigate to={paths.login.path} replace />;
  // A user created with a temporary password may do nothing else until it is changed.
  if (user.mustChangePassword && !isPath(pathname, paths.changePassword.path)) {
    return <Navigate to={paths.changePassword.path} replace />;
  }
  // An admin must enable two-factor verification first when the company requires it.
  if (!user.mustChangePassword && user.mustSetupTwoFactor && !isPath(pathname, paths.twoFactorSetup.path)) {
    return <Navigate to={paths.twoFactorSetup.path} replace />;
  }
  return <Outlet />;
}
