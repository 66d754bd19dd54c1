import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import type { Announcement } from '@intranet/contract';
import { keepInView, RowActions, useCrudScreen } from '../../../components/admin-crud';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { audienceSummary, EstadoBadge } from '../../../components/content-audience-fields';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { storedImageUrl } from '../../../lib/stored-image';
import { useAnnouncements, useDeleteAnnouncement } from '../api';
import { TYPE_LABELS } from '../labels';
import { AnnouncementForm } from './announcement-form';

/** /admin-announcements: one announcement per type, with create, Editar and Eliminar. */
export function AnnouncementsAdmin() {
  const { data, isPending, error, refetch } = useAnnouncements();
  const remove = useDeleteAnnouncement();
  const crud = useCrudScreen<Announcement>(remove, 'Anuncio eliminado exitosamente');
  const { editing } = crud;
  const announcements = data ?? [];

  return (
    <>
      <title>Anuncios | Intranet</title>
      <h1 className="h3 mb-1">Anuncios</h1>
      <p className="text-body-secondary">
        Cada tipo tiene un anuncio, visible sin iniciar sesión en /anuncios/tipo (con audiencia, solo para quienes
        inicien sesión y estén en ella). Misión y visión lleva cuatro imágenes; los demás, una.
      </p>
      <Card body className="mb-4">
        <AnnouncementForm
          key={crud.formKey}
          announcement={editing ?? undefined}
          takenTypes={announcements.map((a) => a.type)}
          onDone={crud.closeForm}
        />
      </Card>
      <h2 className="h4">Anuncios existentes</h2>
      {error && !data ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : !announcements.length ? (
        <p className="text-body-secondary">No hay anuncios creados.</p>
      ) : (
        <ListGroup className="bg-white">
          {announcements.map((a) => (
            <ListGroup.Item
              key={a.id}
              ref={crud.highlightKey === a.id ? keepInView : undefined}
              active={crud.highlightKey === a.id}
              className="d-flex flex-wrap align-items-center gap-3"
            >
              <ImageWithFallback
                src={storedImageUrl(a.image1, true)}
                alt=""
                width={128}
                height={72}
                className="rounded object-fit-cover"
              />
              <div className="flex-grow-1" style={{ flexBasis: 0, minWidth: 200 }}>
                <div className="small text-uppercase fw-semibold">{TYPE_LABELS[a.type]}</div>
                <div className="fw-semibold">{a.title}</div>
                <div className="small d-flex flex-wrap align-items-center gap-2">
                  <EstadoBadge estado={a.estado} publicar_el={a.publicar_el} despublicar_el={a.despublicar_el} />
                  <span>Audiencia: {audienceSummary(a)}</span>
                </div>
                <Link
                  to={paths.announcement.getHref(a.type)}
                  className={crud.highlightKey === a.id ? 'link-light small' : 'small'}
                >
                  Ver /anuncios/{a.type}
                </Link>
              </div>
              <RowActions
                name={a.title}
                active={crud.highlightKey === a.id}
                onEdit={() => crud.startEdit(a)}
                onDelete={() => crud.askDelete(a)}
              />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <ConfirmDialog {...crud.confirm} message="¿Estás seguro de que deseas eliminar este anuncio?" />
    </>
  );
}
