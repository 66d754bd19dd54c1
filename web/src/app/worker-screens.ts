import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { lazyNamed as lazyScreen } from '../lib/lazy-screen';

/**
 * Worker screens other than the home page load on demand, so /login and /Home download only what
 * they need (front-end budget).
 */
type Loader<K extends string> = () => Promise<Record<K, ComponentType> | undefined>;

/** Each screen's chunk, with the route patterns that show it (for `preloadScreenFor`). */
const screens: { patterns: string[]; load: () => Promise<unknown> }[] = [];

function lazyNamed<K extends string>(patterns: string[], load: Loader<K>, name: K) {
  screens.push({ patterns, load });
  return lazyScreen(load, name);
}

export const AllNewsRoute = lazyNamed([paths.news.path], () => import('./routes/all-news'), 'AllNewsRoute');
export const ChangePasswordRoute = lazyNamed(
  [paths.changePassword.path],
  () => import('./routes/change-password'),
  'ChangePasswordRoute',
);
export const ChartsRoute = lazyNamed([paths.charts.path], () => import('./routes/charts'), 'ChartsRoute');
export const CoursesRoute = lazyNamed([paths.courses.path], () => import('./routes/courses'), 'CoursesRoute');
export const SearchRoute = lazyNamed([paths.search.path], () => import('./routes/search'), 'SearchRoute');
export const LinksRoute = lazyNamed([paths.links.path], () => import('./routes/links'), 'LinksRoute');
export const MyProfileRoute = lazyNamed(
  [paths.myProfile.path, paths.userProfile.path],
  () => import('./routes/my-profile'),
  'MyProfileRoute',
);
export const NewsDetailRoute = lazyNamed(
  [paths.newsDetail.path],
  () => import('./routes/news-detail'),
  'NewsDetailRoute',
);
export const OrganizationRoute = lazyNamed(
  [paths.organization.path],
  () => import('./routes/organization'),
  'OrganizationRoute',
);
export const ProceduresRoute = lazyNamed(
  [paths.procedures.path],
  () => import('./routes/procedures'),
  'ProceduresRoute',
);
export const ReportsRoute = lazyNamed([paths.reports.path], () => import('./routes/reports'), 'ReportsRoute');
export const SlideDetailRoute = lazyNamed(
  [paths.slideDetail.path],
  () => import('./routes/slide-detail'),
  'SlideDetailRoute',
);
export const TwoFactorSetupRoute = lazyNamed(
  [paths.twoFactorSetup.path],
  () => import('./routes/two-factor-setup'),
  'TwoFactorSetupRoute',
);
export const ForumRoute = lazyNamed(
  [paths.forum.path, paths.forumTopic.path],
  () => import('./routes/forum'),
  'ForumRoute',
);
export const LecturasRoute = lazyNamed([paths.readings.path], () => import('./routes/lecturas'), 'LecturasRoute');
export const PersonRoute = lazyNamed([paths.person.path], () => import('./routes/person'), 'PersonRoute');
export const WorkersRoute = lazyNamed([paths.workers.path], () => import('./routes/workers'), 'WorkersRoute');

/**
 * Starts downloading the chunk of the screen at `pathname` right away, in parallel with the session
 * check, instead of after it (a page opened directly, or reloaded, paints one round trip sooner).
 */
export function preloadScreenFor(pathname: string): void {
  const screen = screens.find((s) =>
    s.patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: false }, pathname)),
  );
  // A failed download shows up (and is retried) when the screen itself renders.
  screen?.load().catch(() => undefined);
}
