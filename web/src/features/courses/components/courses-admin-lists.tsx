import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { COURSE_MESSAGES, type GalleryImage, type Video } from '@intranet/contract';
import { AdminTable } from '../../../components/admin-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination';
import { useToast } from '../../../components/toast-provider';
import { apiUrl, errorMessage } from '../../../lib/api-client';
import { thumbnail, useDeleteImage, useDeleteVideo, useImages, useVideos } from '../api';
import './courses.css';
import { useKeepSavedInView } from '../../../components/admin-crud';

const ADMIN_PAGE_SIZE = 10;
const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** Asks '¿Está seguro de eliminar?' and says 'Contenido eliminado.' after a deletion. */
function useConfirmedDelete(
  remove: (id: number, opts: { onSuccess: () => void; onError: (e: unknown) => void; onSettled: () => void }) => void,
) {
  const [id, setId] = useState<number | null>(null);
  const notify = useToast();
  const confirm = () => {
    if (id === null) return;
    remove(id, {
      onSuccess: () => notify(COURSE_MESSAGES.deleted),
      onError: (e) => notify(errorMessage(e), 'danger'),
      onSettled: () => setId(null),
    });
  };
  return { id, ask: setId, cancel: () => setId(null), confirm };
}

/** Existing courses, newest first, with Editar and Eliminar. */
export function VideosAdminList({
  onEdit,
  highlightId = null,
  savedId = null,
}: {
  onEdit: (video: Video) => void;
  /** The course in the form or just saved. */
  highlightId?: number | null;
  /** The course just saved: newest first, a new one is on page 1. */
  savedId?: number | null;
}) {
  const [page, setPage] = useState(1);
  const videos = useVideos('', page, ADMIN_PAGE_SIZE);
  const saved = useMemo(() => (savedId === null ? null : { id: savedId }), [savedId]);
  useKeepSavedInView(saved, videos.data?.items, videos.isFetching, () => setPage(1));
  const remove = useDeleteVideo();
  const del = useConfirmedDelete((id, opts) => remove.mutate(id, opts));
  if (videos.isPending) return <PageSpinner />;
  if (videos.isError) return <ErrorAlert error={videos.error} onRetry={() => void videos.refetch()} />;
  const { items, total } = videos.data;
  if (items.length === 0) return <p className="text-body-secondary mb-0">No hay cursos creados.</p>;
  return (
    <>
      <AdminTable
        caption="Videos existentes"
        rows={items}
        highlightKey={highlightId}
        empty="No hay cursos creados."
        columns={[
          {
            header: 'Portada',
            hideOnPhone: true,
            cell: (v) => (
              <ImageWithFallback
                src={v.image ? apiUrl(thumbnail(v.image)!) : null}
                alt=""
                width={96}
                height={54}
                className="admin-thumb"
              />
            ),
          },
          {
            header: 'Título',
            main: true,
            cell: (v) => (
              <>
                <div className="fw-semibold">{v.title}</div>
                <a
                  href={v.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="small fw-normal admin-table-url"
                  title={v.link}
                >
                  {v.link}
                </a>
              </>
            ),
          },
          { header: 'Área', cell: (v) => v.area },
        ]}
        actions={(v) => (
          <>
            <Button size="sm" variant="outline-primary" onClick={() => onEdit(v)}>
              Editar<span className="visually-hidden"> {v.title}</span>
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => del.ask(v.id)}>
              Eliminar<span className="visually-hidden"> {v.title}</span>
            </Button>
          </>
        )}
      />
      <Pagination page={page} totalPages={pages(total, ADMIN_PAGE_SIZE)} onChange={setPage} />
      <ConfirmDialog
        show={del.id !== null}
        message={COURSE_MESSAGES.confirmDelete}
        pending={remove.isPending}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}

/** Gallery pictures, newest first, each with Eliminar. */
export function ImagesAdminGrid() {
  const [page, setPage] = useState(1);
  const images = useImages(page, 12);
  const remove = useDeleteImage();
  const del = useConfirmedDelete((id, opts) => remove.mutate(id, opts));
  if (images.isPending) return <PageSpinner />;
  if (images.isError) return <ErrorAlert error={images.error} onRetry={() => void images.refetch()} />;
  const { items, total } = images.data;
  if (items.length === 0) return <p className="text-body-secondary mb-0">{COURSE_MESSAGES.noImages}</p>;
  return (
    <>
      <ul className="gallery-grid list-unstyled mb-3">
        {items.map((img: GalleryImage, i) => (
          <li key={img.id} className="position-relative">
            <ImageWithFallback
              src={apiUrl(thumbnail(img.path)!)}
              alt={`Imagen ${(page - 1) * 12 + i + 1} de la galería`}
              width={480}
              height={320}
              className="admin-gallery-thumb"
            />
            <Button
              size="sm"
              variant="danger"
              className="position-absolute top-0 end-0 m-1"
              onClick={() => del.ask(img.id)}
              aria-label={`Eliminar imagen ${(page - 1) * 12 + i + 1}`}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={pages(total, 12)} onChange={setPage} />
      <ConfirmDialog
        show={del.id !== null}
        message={COURSE_MESSAGES.confirmDelete}
        pending={remove.isPending}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}
