import { useCallback, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { LecturaPendiente } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { pendingLabel, useConfirmReading, usePendingReadings, useRefreshPendingReadings } from '../api';
import { DueBadge } from './due-badge';
import { ReadingViewer } from './reading-viewer';

const TIPO_LABEL = { documento: 'Documento', noticia: 'Noticia', anuncio: 'Anuncio' } as const;
const OPEN_LABEL = { documento: 'Abrir documento', noticia: 'Abrir noticia', anuncio: 'Abrir anuncio' } as const;
const THE_ITEM = { documento: 'el documento', noticia: 'la noticia', anuncio: 'el anuncio' } as const;

/**
 * /lecturas: the worker's pending mandatory readings. Each one opens in a viewer; 'Leí y comprendí' is
 * enabled once the server has recorded that the current version was opened.
 */
export function PendingReadings() {
  const list = usePendingReadings();
  const refresh = useRefreshPendingReadings();
  const confirm = useConfirmReading();
  const notify = useToast();
  const [open, setOpen] = useState<LecturaPendiente | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const onOpened = useCallback(() => void refresh(), [refresh]);

  const doConfirm = (l: LecturaPendiente) => {
    setErrors(({ [l.id]: _, ...rest }) => rest);
    confirm.mutate(l.id, {
      onSuccess: () => notify(`Lectura confirmada: «${l.titulo}», versión ${l.version}.`),
      onError: (error) => setErrors((e) => ({ ...e, [l.id]: errorMessage(error) })),
    });
  };

  if (list.isError && !list.data) return <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div className="py-4 text-center">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Cargando...</span>
        </Spinner>
      </div>
    );
  }
  const items = list.data;
  return (
    <>
      <p className="lead" aria-live="polite">
        {items.length === 0
          ? 'No tiene lecturas pendientes. ¡Gracias por mantenerse al día!'
          : pendingLabel(items.length)}
      </p>
      <ul className="list-unstyled d-grid gap-3">
        {items.map((l) => {
          const busy = confirm.isPending && confirm.variables === l.id;
          const hintId = `reading-hint-${l.id}`;
          return (
            <li key={l.id}>
              <Card className={`shadow-sm ${l.vencida ? 'border-danger' : ''}`}>
                <Card.Body>
                  <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
                    <h2 className="h5 mb-0 text-break">{l.titulo}</h2>
                    <DueBadge reading={l} />
                  </div>
                  <p className="mb-2 text-body-secondary">
                    <Badge bg="secondary" className="me-2">
                      {TIPO_LABEL[l.tipo]}
                    </Badge>
                    {l.tipo === 'documento' && <>Versión {l.version}</>}
                    {l.confirmo_version_anterior && (
                      <span className="d-block mt-1 text-body">
                        <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
                        Hay una nueva versión: usted confirmó una versión anterior y debe leer esta.
                      </span>
                    )}
                  </p>
                  {errors[l.id] && <ErrorAlert message={errors[l.id]} className="mb-2" />}
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <Button variant="outline-primary" onClick={() => setOpen(l)}>
                      <i className="bi bi-book me-2" aria-hidden="true" />
                      {OPEN_LABEL[l.tipo]}
                      <span className="visually-hidden"> {l.titulo}</span>
                    </Button>
                    <Button
                      variant="success"
                      disabled={!l.abierta || busy}
                      aria-describedby={l.abierta ? undefined : hintId}
                      onClick={() => doConfirm(l)}
                    >
                      <i className="bi bi-check2-circle me-2" aria-hidden="true" />
                      Leí y comprendí<span className="visually-hidden"> {l.titulo}</span>
                    </Button>
                    {!l.abierta && (
                      <small id={hintId} className="text-body-secondary">
                        Abra {THE_ITEM[l.tipo]} para poder confirmar.
                      </small>
                    )}
                  </div>
                </Card.Body>
              </Card>
            </li>
          );
        })}
      </ul>
      <ReadingViewer
        reading={open}
        onOpened={onOpened}
        onClose={() => {
          setOpen(null);
          void refresh();
        }}
      />
    </>
  );
}
