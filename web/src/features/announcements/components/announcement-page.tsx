import { ANNOUNCEMENT_IMAGE_FIELDS, ANNOUNCEMENT_NOT_FOUND } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { site } from '../../../config/site';
import { storedImageUrl } from '../../../lib/stored-image';
import { useAnnouncements } from '../api';
import { lazy, Suspense } from 'react';

// The one not-found page, loaded only when needed: this page is part of the first download.
const NotFoundPage = lazy(() =>
  import('../../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/** /anuncios/{type} (no login needed): title, picture(s) and detail, or 'Anuncio no encontrado'. */
export function AnnouncementPage({ type }: { type: string }) {
  const announcements = useAnnouncements();
  const { data, isPending } = announcements;
  if (isPending) return <PageSpinner />;
  if (!data) return <ErrorAlert error={announcements.error} onRetry={() => void announcements.refetch()} />;
  const announcement = data?.find((a) => a.type === type);
  if (!announcement) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage title={ANNOUNCEMENT_NOT_FOUND} detail="El anuncio no existe o fue eliminado." />
      </Suspense>
    );
  }
  const [main, ...more] = ANNOUNCEMENT_IMAGE_FIELDS.map((f) => announcement[f]).filter((p): p is string => !!p);
  return (
    <article className="mx-auto" style={{ maxWidth: 960 }}>
      <title>{`${announcement.title} | ${site.appName}`}</title>
      <h1 className="mb-4">{announcement.title}</h1>
      {main && (
        <img
          src={storedImageUrl(main)!}
          srcSet={`${storedImageUrl(main, true)} 480w, ${storedImageUrl(main)} 1920w`}
          sizes="(min-width: 992px) 960px, 100vw"
          alt=""
          width={1600}
          height={900}
          className="w-100 h-auto rounded-3 mb-4 object-fit-cover"
          style={{ maxHeight: '60vh' }}
        />
      )}
      <div style={{ whiteSpace: 'pre-line', fontSize: '1.1rem', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
        {announcement.detail}
      </div>
      {more.length > 0 && (
        <div className="row row-cols-1 row-cols-sm-2 row-cols-md-3 g-3 mt-3">
          {more.map((path) => (
            <div className="col" key={path}>
              <img
                src={storedImageUrl(path, true)!}
                alt=""
                width={480}
                height={270}
                loading="lazy"
                className="w-100 h-auto rounded-3 object-fit-cover"
              />
            </div>
          ))}
        </div>
      )}
    </article>
  );
}
