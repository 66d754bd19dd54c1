import { lazy, Suspense } from 'react';
import { site } from '../../config/site';
import { NewsHomeSection } from '../../features/news/components/news-home-section';
import { IntroCarousel } from '../../features/slides/components/intro-carousel';
import { useSlides } from '../../features/slides/api';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { BranchesSection } from '../../features/branches/components/branches-section';
import { ShortcutGrid } from '../../features/links/components/shortcut-grid';
import { ForumWidget } from '../../features/forum';
import { useViewer } from '../../features/session/api';
import { lazyNamed } from '../../lib/lazy-screen';

// Below the fold: the birthdays section (carousel, 'Hoy', 'Saludar') is its own chunk, fetched with the
// page's first data, so the initial JavaScript stays within its budget.
const BirthdaysCarousel = lazy(() =>
  import('../../features/birthdays/components/birthdays-carousel').then((m) => ({ default: m.BirthdaysCarousel })),
);

// Mandatory readings: only for someone with something pending, on its own chunk.
const PendingReadingsHomeSection = lazyNamed(
  () => import('../../features/lecturas/components/pending-widgets'),
  'PendingReadingsHomeSection',
);

/**
 * The home page, top to bottom. Each feature adds its section on its own line below;
 * the commented lines mark where the sections of other issues go.
 */
export function HomeRoute() {
  const viewer = useViewer();
  // The carousel (90vh, the page's largest picture) is painted first; everything below it follows.
  const slides = useSlides();
  return (
    <>
      <title>{`Inicio | ${site.appName}`}</title>
      <h1 className="visually-hidden">Inicio</h1>
      <IntroCarousel />
      {/* Slides known (also from the cache, while refreshing), failed, or paused without network: the rest follows. */}
      <AfterFirstPaint ready={slides.data !== undefined || slides.fetchStatus !== 'fetching'}>
        <Suspense fallback={null}>
          <PendingReadingsHomeSection />
        </Suspense>
        {/* shortcuts grid */}
        <ShortcutGrid />
        <div className="container">
          <NewsHomeSection />
        </div>
        <Suspense fallback={<section className="py-5" aria-hidden="true" style={{ minHeight: 420 }} />}>
          <BirthdaysCarousel viewerName={viewer?.nombre} />
        </Suspense>
        {/* forum */}
        <ForumWidget />
        {/* branches map: 'Nuestras Sucursales' */}
        <BranchesSection />
      </AfterFirstPaint>
    </>
  );
}
