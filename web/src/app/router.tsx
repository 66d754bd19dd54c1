import { Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
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
import { RootError, RouteError } from './errors/route-error';

// The admin shell (sidebar, top bar) loads with the first admin screen, outside the workers' initial JavaScript.
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
// An unknown address is rare: the not-found page loads when needed, outside the initial JavaScript.
const NotFoundRoute = lazyNamed(() => import('./routes/not-found'), 'NotFoundRoute');

/**
 * Every route of the app. Matching ignores case, so /Home, /home, /Datos and /datos each
 * need a single entry. Each layout's pages sit under a pathless route with `errorElement`, so a
 * failing page (a screen file that cannot be downloaded, a bug) shows the Spanish error screen
 * inside the layout, menu included; the root's catches what a layout itself throws.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      { path: paths.login.path, element: <LoginRoute />, errorElement: <RootError /> },
      {
        element: <MainLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              // Reachable without a session.
              { path: paths.announcement.path, element: <AnnouncementRoute /> },
              { path: '*', element: <NotFoundRoute /> },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MainLayout />,
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  { path: paths.root.path, element: <HomeRoute /> },
                  { path: paths.home.path, element: <HomeRoute /> },
                  { path: paths.news.path, element: <Screens.AllNewsRoute /> },
                  { path: paths.newsDetail.path, element: <Screens.NewsDetailRoute /> },
                  { path: paths.slideDetail.path, element: <Screens.SlideDetailRoute /> },
                  { path: paths.procedures.path, element: <Screens.ProceduresRoute /> },
                  { path: paths.organization.path, element: <Screens.OrganizationRoute /> },
                  { path: paths.myProfile.path, element: <Screens.MyProfileRoute /> },
                  // Where the password change sends the user afterwards: the profile.
                  { path: paths.userProfile.path, element: <Screens.MyProfileRoute /> },
                  { path: paths.courses.path, element: <Screens.CoursesRoute /> },
                  { path: paths.workers.path, element: <Screens.WorkersRoute /> },
                  { path: paths.person.path, element: <Screens.PersonRoute /> },
                  { path: paths.links.path, element: <Screens.LinksRoute /> },
                  { path: paths.charts.path, element: <Screens.ChartsRoute /> },
                  { path: paths.reports.path, element: <Screens.ReportsRoute /> },
                  { path: paths.changePassword.path, element: <Screens.ChangePasswordRoute /> },
                  { path: paths.twoFactorSetup.path, element: <Screens.TwoFactorSetupRoute /> },
                  { path: paths.search.path, element: <Screens.SearchRoute /> },
                  { path: paths.readings.path, element: <Screens.LecturasRoute /> },
                  { path: paths.forum.path, element: <Screens.ForumRoute /> },
                  { path: paths.forumTopic.path, element: <Screens.ForumRoute /> },
                ],
              },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                element: (
                  <Suspense fallback={<PageSpinner />}>
                    <AdminLayout />
                  </Suspense>
                ),
                children: [
                  {
                    errorElement: <RouteError />,
                    children: [
                      { path: paths.admin.panel.path, element: <Admin.AdminPanel /> },
                      { path: paths.admin.news.path, element: <Admin.AdminNews /> },
                      { path: paths.admin.documents.path, element: <Admin.AdminDocuments /> },
                      { path: paths.admin.organization.path, element: <Admin.AdminOrganization /> },
                      { path: paths.admin.birthdays.path, element: <Admin.AdminBirthdays /> },
                      { path: paths.admin.users.path, element: <Admin.AdminUsers /> },
                      { path: paths.admin.userDetail.path, element: <Admin.AdminUserDetail /> },
                      { path: paths.admin.slides.path, element: <Admin.AdminSlides /> },
                      { path: paths.admin.announcements.path, element: <Admin.AdminAnnouncements /> },
                      { path: paths.admin.courses.path, element: <Admin.AdminCourses /> },
                      { path: paths.admin.forum.path, element: <Admin.AdminForum /> },
                      { path: paths.admin.reports.path, element: <Admin.AdminReports /> },
                      { path: paths.admin.audit.path, element: <Admin.AdminAudit /> },
                      { path: paths.admin.readings.path, element: <Admin.AdminLecturas /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
