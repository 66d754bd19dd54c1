import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { Birthday } from '@intranet/contract';
import { RowActions, useCrudScreen } from '../../../components/admin-crud';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { formatDayMonth } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useBirthdaysPage, useDeleteBirthday } from '../api';
import { BirthdayForm } from './birthday-form';

const PAGE_SIZE = 10;

/** /admin-cumpleanos: birthdays in calendar order, with create, Editar and Eliminar. */
export function BirthdaysAdmin() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useBirthdaysPage({ q: q.trim() || undefined, page, limit: PAGE_SIZE });
  const remove = useDeleteBirthday();
  const crud = useCrudScreen<Birthday>(remove, 'Cumpleaños eliminado exitosamente');
  const { editing } = crud;

  return (
    <>
      <title>Cumpleaños | Intranet</title>
      <h1 className="h3 mb-3">Cumpleaños</h1>
      <Card body className="mb-4">
        <BirthdayForm key={crud.formKey} birthday={editing ?? undefined} onDone={crud.closeForm} />
      </Card>
      <section aria-labelledby="birthdays-existing-title">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 id="birthdays-existing-title" className="h4 mb-0">
            Cumpleaños registrados
          </h2>
          <Form.Control
            type="search"
            aria-label="Buscar cumpleaños"
            placeholder="Buscar por nombre o cargo..."
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
            style={{ maxWidth: 360 }}
          />
        </div>
        {list.error && !list.data ? (
          <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <PageSpinner />
        ) : (
          <div className="table-responsive">
            <Table hover className="align-middle bg-white">
              <caption className="visually-hidden">Cumpleaños registrados</caption>
              <thead>
                <tr>
                  <th scope="col">Foto</th>
                  <th scope="col">Nombre</th>
                  <th scope="col">Cargo</th>
                  <th scope="col">Cumpleaños</th>
                  <th scope="col" className="text-end">
                    Acciones
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data?.items.length ? (
                  list.data.items.map((b) => (
                    <tr key={b.id} className={b.id === editing?.id ? 'table-active' : undefined}>
                      <td>
                        <ImageWithFallback
                          src={storedImageUrl(b.imagen, true)}
                          fallbackSrc={PLACEHOLDER_AVATAR}
                          alt=""
                          width={40}
                          height={40}
                          className="rounded-circle object-fit-cover"
                        />
                      </td>
                      <td className="fw-semibold">{b.nombre}</td>
                      <td>{b.cargo}</td>
                      <td className="text-nowrap">{formatDayMonth(b.fecha_cumpleanos)}</td>
                      <td className="text-end">
                        <RowActions
                          name={b.nombre}
                          onEdit={() => crud.startEdit(b)}
                          onDelete={() => crud.askDelete(b)}
                        />
                      </td>
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={5} className="text-center text-body-secondary py-4">
                      No hay cumpleaños registrados.
                    </td>
                  </tr>
                )}
              </tbody>
            </Table>
          </div>
        )}
        <Pagination
          page={page}
          totalPages={list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0}
          onChange={setPage}
        />
      </section>
      <ConfirmDialog {...crud.confirm} message="¿Está seguro de que desea eliminar este cumpleaños?" />
    </>
  );
}
