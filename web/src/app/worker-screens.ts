import { lazy, type ComponentType } from 'react';

/**
 * Worker screens other than the home page load on demand, so /login and /Home download only what
 * they need (front-end budget, issue 8).
 */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export const AllNewsRoute = lazyNamed(() => import('./routes/all-news'), 'AllNewsRoute');
export const ChangePasswordRoute = lazyNamed(() => import('./routes/change-password'), 'ChangePasswordRoute');
export const ChartsRoute = lazyNamed(() => import('./routes/charts'), 'ChartsRoute');
export const CoursesRoute = lazyNamed(() => import('./routes/courses'), 'CoursesRoute');
export const LinksRoute = lazyNamed(() => import('./routes/links'), 'LinksRoute');
export const MyProfileRoute = lazyNamed(() => import('./routes/my-profile'), 'MyProfileRoute');
export const NewsDetailRoute = lazyNamed(() => import('./routes/news-detail'), 'NewsDetailRoute');
export const OrganizationRoute = lazyNamed(() => import('./routes/organization'), 'OrganizationRoute');
export const ProceduresRoute = lazyNamed(() => import('./routes/procedures'), 'ProceduresRoute');
export const ReportsRoute = lazyNamed(() => import('./routes/reports'), 'ReportsRoute');
export const SlideDetailRoute = lazyNamed(() => import('./routes/slide-detail'), 'SlideDetailRoute');
export const TwoFactorSetupRoute = lazyNamed(() => import('./routes/two-factor-setup'), 'TwoFactorSetupRoute');
export const WorkersRoute = lazyNamed(() => import('./routes/workers'), 'WorkersRoute');
