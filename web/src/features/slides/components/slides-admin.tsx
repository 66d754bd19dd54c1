import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { ANNOUNCEMENT_TYPES, HOME_SLIDE_COUNT, type IntroSlide } from '@intranet/contract';
import { keepInView, RowActions, useCrudScreen } from '../../../components/admin-crud';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { truncate } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useDeleteSlide, useSlides } from '../api';
import { SlideForm } from './slide-form';

/** /admin-intro-slides: the home carousel's slides, with create, Editar and Eliminar. */
export function SlidesAdmin() {
  const { data: slides, isPending, error, refetch } = useSlides();
  const remove = useDeleteSlide();
  const crud = useCrudScreen<IntroSlide>(remove, 'Slide eliminado exitosamente');
  const { editing } = crud;

  return (
    <>
      <title>Banner de inicio | Intranet</title>
      <h1 className="h3 mb-1">Banner de inicio</h1>
      <p className="text-body-secondary">
        El carrusel de inicio muestra los primeros {HOME_SLIDE_COUNT} slides; el botón 'Leer más' de cada uno lleva a
        los anuncios {ANNOUNCEMENT_TYPES.join(', ')}, en ese orden.
      </p>
      <Card body className="mb-4">
        <SlideForm key={crud.formKey} slide={editing ?? undefined} onDone={crud.closeForm} />
      </Card>
      <h2 className="h4">Slides existentes</h2>
      {error && !slides ? (
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : !slides?.length ? (
        <p className="text-body-secondary">No hay slides creados.</p>
      ) : (
        <ListGroup as="ol" numbered className="bg-white">
          {slides.map((slide) => (
            <ListGroup.Item
              as="li"
              key={slide.id}
              ref={crud.highlightKey === slide.id ? keepInView : undefined}
              active={crud.highlightKey === slide.id}
              className="d-flex flex-wrap align-items-center gap-3"
            >
              <ImageWithFallback
                src={storedImageUrl(slide.imagen, true)}
                alt=""
                width={128}
                height={72}
                className="rounded object-fit-cover"
              />
              {/* Basis 0: beside the picture on a wide screen, on a line of its own on a phone. */}
              <div className="flex-grow-1" style={{ flexBasis: 0, minWidth: 200 }}>
                <div className="fw-semibold">{slide.titulo}</div>
                <div className="small">{truncate(slide.descripcion, 120)}</div>
              </div>
              <RowActions
                name={slide.titulo}
                active={crud.highlightKey === slide.id}
                onEdit={() => crud.startEdit(slide)}
                onDelete={() => crud.askDelete(slide)}
              />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <ConfirmDialog {...crud.confirm} message="¿Está seguro de que desea eliminar este slide?" />
    </>
  );
}
