import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/page-spinner';

// The widget sits below the fold: its code loads after the first paint, outside the initial bundle.
const LazyForumWidget = lazy(() => import('./components/forum-widget').then((m) => ({ default: m.ForumWidget })));

/** The forum's home section ('Foro de Discusión'). The admin screen is imported by its lazy route. */
export function ForumWidget() {
  return (
    <Suspense
      fallback={
        <section className="py-4" aria-label="Foro de Discusión">
          <PageSpinner />
        </section>
      }
    >
      <LazyForumWidget />
    </Suspense>
  );
}
