import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { readStoredUser } from '../../../lib/session';
import { useSession } from '../api';

/** Admin-only routes; anyone else goes to /Home. Nest inside RequireAuth. */
export function RequireAdmin() {
  const session = useSession();

  if (!session.isSuccess) {
    if (readStoredUser()?.role === 'admin') return <Outlet />;
    return session.isPending ? <PageSpinner fullScreen /> : <Navigate to={paths.home.path} replace />;
  }
  if (session.data?.role !== 'admin') return <Navigate to={paths.home.path} replace />;
  return <Outlet />;
}
