import { lazyNamed } from '../lib/lazy-screen';

// Admin screens load on demand, so they stay out of the workers' bundle.

export const AdminPanel = lazyNamed(() => import('./routes/admin-panel'), 'AdminPanelRoute');
export const AdminNews = lazyNamed(() => import('./routes/admin-news'), 'AdminNewsRoute');
export const AdminDocuments = lazyNamed(() => import('./routes/admin-documents'), 'AdminDocumentsRoute');
export const AdminOrganization = lazyNamed(() => import('./routes/admin-organization'), 'AdminOrganizationRoute');
export const AdminBirthdays = lazyNamed(() => import('./routes/admin-birthdays'), 'AdminBirthdaysRoute');
export const AdminUsers = lazyNamed(() => import('./routes/admin-users'), 'AdminUsersRoute');
export const AdminUserDetail = lazyNamed(() => import('./routes/admin-user-detail'), 'AdminUserDetailRoute');
export const AdminSlides = lazyNamed(() => import('./routes/admin-slides'), 'AdminSlidesRoute');
export const AdminAnnouncements = lazyNamed(() => import('./routes/admin-announcements'), 'AdminAnnouncementsRoute');
export const AdminCourses = lazyNamed(() => import('./routes/admin-courses'), 'AdminCoursesRoute');
export const AdminForum = lazyNamed(() => import('./routes/admin-forum'), 'AdminForumRoute');
export const AdminReports = lazyNamed(() => import('./routes/admin-reports'), 'AdminReportsRoute');
export const AdminAudit = lazyNamed(() => import('./routes/admin-audit'), 'AdminAuditRoute');
export const AdminLecturas = lazyNamed(() => import('./routes/admin-lecturas'), 'AdminLecturasRoute');
