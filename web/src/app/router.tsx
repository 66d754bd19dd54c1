import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { lazyNamed } from '../lib/lazy-screen';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/session/components/require-admin';
import { RequireAuth } from '../features/session/components/require-auth';
import * as Admin from './admin-screens';
import * as Screens from './worker-screens';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { AnnouncementRoute } from './routes/announcement';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { ErrorBoundary, RootError, RouteBoundary } from './errors/route-error';

// The admin shell (sidebar, top bar) loads with the first admin screen, outside the workers' initial JavaScript.
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
// An unknown address is rare: the not-found page loads when needed, outside the initial JavaScript.
const NotFoundRoute = lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute');

/**
 * Every route of the app, in React Router's declarative mode (`<Routes>`): the app loads its data with TanStack
 * Query, not route loaders, so the data router's code (≈ 17 KB gzip) stayed unused in every first load. Matching
 * ignores case, so /Home, /home, /Datos and /datos each need a single entry. Each layout's pages sit under a
 * pathless `RouteBoundary`, so a failing page (a screen file that cannot be downloaded, a bug) shows the Spanish
 * error screen inside the layout, menu included; the root boundary catches what a layout itself throws.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RootError error={error} />}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.login.path} element={<LoginRoute />} />
          <Route element={<MainLayout />}>
            <Route element={<RouteBoundary />}>
              {/* Reachable without a session. */}
              <Route path={paths.announcement.path} element={<AnnouncementRoute />} />
              <Route path="*" element={<NotFoundRoute />} />
            </Route>
          </Route>
          <Route element={<RequireAuth />}>
            <Route element={<MainLayout />}>
              <Route element={<RouteBoundary />}>
                <Route path={paths.root.path} element={<HomeRoute />} />
                <Route path={paths.home.path} element={<HomeRoute />} />
                <Route path={paths.news.path} element={<Screens.AllNewsRoute />} />
                <Route path={paths.newsDetail.path} element={<Screens.NewsDetailRoute />} />
                <Route path={paths.slideDetail.path} element={<Screens.SlideDetailRoute />} />
                <Route path={paths.procedures.path} element={<Screens.ProceduresRoute />} />
                <Route path={paths.organization.path} element={<Screens.OrganizationRoute />} />
                <Route path={paths.myProfile.path} element={<Screens.MyProfileRoute />} />
                {/* Where the password change sends the user afterwards: the profile. */}
                <Route path={paths.userProfile.path} element={<Screens.MyProfileRoute />} />
                <Route path={paths.courses.path} element={<Screens.CoursesRoute />} />
                <Route path={paths.workers.path} element={<Screens.WorkersRoute />} />
                <Route path={paths.person.path} element={<Screens.PersonRoute />} />
                <Route path={paths.links.path} element={<Screens.LinksRoute />} />
                <Route path={paths.charts.path} element={<Screens.ChartsRoute />} />
                <Route path={paths.reports.path} element={<Screens.ReportsRoute />} />
                <Route path={paths.changePassword.path} element={<Screens.ChangePasswordRoute />} />
                <Route path={paths.twoFactorSetup.path} element={<Screens.TwoFactorSetupRoute />} />
                <Route path={paths.search.path} element={<Screens.SearchRoute />} />
                <Route path={paths.readings.path} element={<Screens.LecturasRoute />} />
                <Route path={paths.forum.path} element={<Screens.ForumRoute />} />
                <Route path={paths.forumTopic.path} element={<Screens.ForumRoute />} />
              </Route>
            </Route>
            <Route element={<RequireAdmin />}>
              <Route
                element={
                  <Suspense fallback={<PageSpinner />}>
                    <AdminLayout />
                  </Suspense>
                }
              >
                <Route element={<RouteBoundary />}>
                  <Route path={paths.admin.panel.path} element={<Admin.AdminPanel />} />
                  <Route path={paths.admin.news.path} element={<Admin.AdminNews />} />
                  <Route path={paths.admin.documents.path} element={<Admin.AdminDocuments />} />
                  <Route path={paths.admin.organization.path} element={<Admin.AdminOrganization />} />
                  <Route path={paths.admin.birthdays.path} element={<Admin.AdminBirthdays />} />
                  <Route path={paths.admin.users.path} element={<Admin.AdminUsers />} />
                  <Route path={paths.admin.userDetail.path} element={<Admin.AdminUserDetail />} />
                  <Route path={paths.admin.slides.path} element={<Admin.AdminSlides />} />
                  <Route path={paths.admin.announcements.path} element={<Admin.AdminAnnouncements />} />
                  <Route path={paths.admin.courses.path} element={<Admin.AdminCourses />} />
                  <Route path={paths.admin.forum.path} element={<Admin.AdminForum />} />
                  <Route path={paths.admin.reports.path} element={<Admin.AdminReports />} />
                  <Route path={paths.admin.audit.path} element={<Admin.AdminAudit />} />
                  <Route path={paths.admin.readings.path} element={<Admin.AdminLecturas />} />
                </Route>
              </Route>
            </Route>
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
