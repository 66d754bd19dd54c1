import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from '../features/session/components/require-admin';
import { RequireAuth } from '../features/session/components/require-auth';
import * as Admin from './admin-screens';
import { AdminLayout } from './layouts/admin-layout';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { AllNewsRoute } from './routes/all-news';
import { AnnouncementRoute } from './routes/announcement';
import { ChangePasswordRoute } from './routes/change-password';
import { ChartsRoute } from './routes/charts';
import { CoursesRoute } from './routes/courses';
import { HomeRoute } from './routes/home';
import { LinksRoute } from './routes/links';
import { LoginRoute } from './routes/login';
import { MyProfileRoute } from './routes/my-profile';
import { NewsDetailRoute } from './routes/news-detail';
import { NotFoundRoute } from './routes/not-found';
import { OrganizationRoute } from './routes/organization';
import { ProceduresRoute } from './routes/procedures';
import { ReportsRoute } from './routes/reports';
import { SlideDetailRoute } from './routes/slide-detail';
import { TwoFactorSetupRoute } from './routes/two-factor-setup';
import { WorkersRoute } from './routes/workers';

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
              { path: paths.news.path, element: <AllNewsRoute /> },
              { path: paths.newsDetail.path, element: <NewsDetailRoute /> },
              { path: paths.slideDetail.path, element: <SlideDetailRoute /> },
              { path: paths.procedures.path, element: <ProceduresRoute /> },
              { path: paths.organization.path, element: <OrganizationRoute /> },
              { path: paths.myProfile.path, element: <MyProfileRoute /> },
              // Where the password change sends the user afterwards (spec §4): the profile.
              { path: paths.userProfile.path, element: <MyProfileRoute /> },
              { path: paths.courses.path, element: <CoursesRoute /> },
              { path: paths.workers.path, element: <WorkersRoute /> },
              { path: paths.links.path, element: <LinksRoute /> },
              { path: paths.charts.path, element: <ChartsRoute /> },
              { path: paths.reports.path, element: <ReportsRoute /> },
              { path: paths.changePassword.path, element: <ChangePasswordRoute /> },
              { path: paths.twoFactorSetup.path, element: <TwoFactorSetupRoute /> },
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
