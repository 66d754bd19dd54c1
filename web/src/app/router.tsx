import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/session/components/require-admin';
import { RequireAuth } from '../features/session/components/require-auth';
import * as Admin from './admin-screens';
import * as Screens from './worker-screens';
import { AdminLayout } from './layouts/admin-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { AnnouncementRoute } from './routes/announcement';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';

/**
 * Every route of spec §2. Matching ignores case, so /Home, /home, /Datos and /datos each
 * need a single entry.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      {
        element: <MainLayout />,
        children: [
          // Reachable without a session (spec §2).
          { path: paths.announcement.path, element: <AnnouncementRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MainLayout />,
            children: [
              { path: paths.root.path, element: <HomeRoute /> },
              { path: paths.home.path, element: <HomeRoute /> },
              { path: paths.news.path, element: <Screens.AllNewsRoute /> },
              { path: paths.newsDetail.path, element: <Screens.NewsDetailRoute /> },
              { path: paths.slideDetail.path, element: <Screens.SlideDetailRoute /> },
              { path: paths.procedures.path, element: <Screens.ProceduresRoute /> },
              { path: paths.organization.path, element: <Screens.OrganizationRoute /> },
              { path: paths.myProfile.path, element: <Screens.MyProfileRoute /> },
              // Where the password change sends the user afterwards (spec §4): the profile.
              { path: paths.userProfile.path, element: <Screens.MyProfileRoute /> },
              { path: paths.courses.path, element: <Screens.CoursesRoute /> },
              { path: paths.workers.path, element: <Screens.WorkersRoute /> },
              { path: paths.links.path, element: <Screens.LinksRoute /> },
              { path: paths.charts.path, element: <Screens.ChartsRoute /> },
              { path: paths.reports.path, element: <Screens.ReportsRoute /> },
              { path: paths.changePassword.path, element: <Screens.ChangePasswordRoute /> },
              { path: paths.twoFactorSetup.path, element: <Screens.TwoFactorSetupRoute /> },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
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
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
