import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import type { Birthday } from '@intranet/contract';
import { RowActions, useCrudScreen, useKeepSavedInView } from '../../../components/admin-crud';
import { AdminTable } from '../../../components/admin-table';
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
import { SearchInput } from '../../../components/search-input';

const PAGE_SIZE = 10;

/** /admin-cumpleanos: birthdays in calendar order, with create, Editar and Eliminar. */
export function BirthdaysAdmin() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useBirthdaysPage({ q: q.trim() || undefined, page, limit: PAGE_SIZE });
  const remove = useDeleteBirthday();
  const crud = useCrudScreen<Birthday>(remove, 'Cumpleaños eliminado exitosamente');
  const { editing } = crud;
  // A saved birthday on another page (or outside the search) is searched for by its name, so it shows highlighted.
  useKeepSavedInView(crud.saved, list.data?.items, list.isFetching, (saved) => {
    setQ(saved.nombre);
    setPage(1);
  });

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
          <SearchInput
            label="Buscar cumpleaños"
            placeholder="Buscar por nombre o cargo..."
            value={q}
            onChange={(text) => {
              setQ(text);
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
          <AdminTable
            caption="Cumpleaños registrados"
            rows={list.data?.items ?? []}
            highlightKey={crud.highlightKey}
            empty="No hay cumpleaños registrados."
            columns={[
              {
                header: 'Foto',
                hiddenHeader: true,
                hideOnPhone: true,
                cell: (b) => (
                  <ImageWithFallback
                    src={storedImageUrl(b.imagen, true)}
                    fallbackSrc={PLACEHOLDER_AVATAR}
                    alt=""
                    width={40}
                    height={40}
                    className="rounded-circle object-fit-cover"
                  />
                ),
              },
              { header: 'Nombre', main: true, cell: (b) => b.nombre },
              { header: 'Cargo', cell: (b) => b.cargo },
              { header: 'Cumpleaños', className: 'text-nowrap', cell: (b) => formatDayMonth(b.fecha_cumpleanos) },
            ]}
            actions={(b) => (
              <RowActions name={b.nombre} onEdit={() => crud.startEdit(b)} onDelete={() => crud.askDelete(b)} />
            )}
          />
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
