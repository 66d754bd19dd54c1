import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery, useLogin } from '../../features/session/api';
import { LoginForm } from '../../features/session/components/login-form';
import { readStoredUser } from '../../lib/session';

// '¿Olvidó su contraseña?': its form (and zod) download only when asked for.
const ResetRequestForm = lazy(() =>
  import('../../features/session/components/reset-request-form').then((m) => ({ default: m.ResetRequestForm })),
);

/** /login: no navigation, only the sign-in card. */
export function LoginRoute() {
  // Only someone who was signed in on this browser (the stored hint) is asked for: a first visit makes no
  // call, so it shows no 401 in the console and the card paints sooner.
  const hinted = readStoredUser() !== null;
  const session = useQuery({ ...sessionQuery, enabled: hinted });
  const login = useLogin();
  const navigate = useNavigate();
  const [forgot, setForgot] = useState(false);

  // Already signed in (and not signing in right now): straight to the home page.
  if (session.data && login.isIdle) return <Navigate to={paths.home.path} replace />;
  if (session.isPending && hinted) return <PageSpinner fullScreen />;

  return (
    <main className="login-page d-flex align-items-center justify-content-center p-3">
      <title>{`Iniciar sesión | ${site.appName}`}</title>
      <div className="login-wrapper w-100">
        <div className="card login-card border-0 shadow-lg">
          <div className="card-body p-4 p-sm-5">
            <div className="text-center mb-4">
              <img src="/favicon.svg" alt="" width={64} height={64} className="mb-3" />
              <p className="login-company mb-1">{site.companyName}</p>
              <h1 className="h3 mb-0">Intranet corporativa</h1>
            </div>
            {forgot ? (
              <Suspense fallback={<PageSpinner />}>
                <ResetRequestForm onBack={() => setForgot(false)} />
              </Suspense>
            ) : (
              <>
                <LoginForm
                  pending={login.isPending}
                  error={login.error}
                  onSubmit={(input) =>
                    login.mutate(input, { onSuccess: (res) => void navigate(res.redirect, { replace: true }) })
                  }
                />
                <div className="text-center mt-3">
                  <button type="button" className="btn btn-link" onClick={() => setForgot(true)}>
                    ¿Olvidó su contraseña?
                  </button>
                </div>
              </>
            )}
          </div>
        </div>
        <p className="login-footer text-center small mt-4 mb-0">
          © {site.copyrightYear} {site.companyName}
        </p>
      </div>
    </main>
  );
}
