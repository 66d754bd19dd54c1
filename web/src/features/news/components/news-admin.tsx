import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import type { NewsListItem } from '@intranet/contract';
import { RowActions, useCrudScreen, useKeepSavedInView } from '../../../components/admin-crud';
import { AdminTable } from '../../../components/admin-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { audienceSummary, EstadoBadge } from '../../../components/content-audience-fields';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination';
import { formatDate } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useDeleteNews, useNews, useNewsPage } from '../api';
import { NewsForm } from './news-form';
import '../news.css';
import { SearchInput } from '../../../components/search-input';

const PAGE_SIZE = 10;

/** /admin: 'Subir Noticias' form and the 'Noticias Existentes' list with Editar and Eliminar. */
export function NewsAdmin() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useNewsPage({ q: q.trim() || undefined, page, limit: PAGE_SIZE });
  const remove = useDeleteNews();
  const crud = useCrudScreen<NewsListItem>(remove, 'Noticia eliminada exitosamente');
  // The list carries only an excerpt: the form edits the whole news item.
  const editId = crud.editing?.id ?? null;
  const editing = useNews(editId);
  // A saved item on another page (or outside the search) is searched for by its name, so it shows highlighted.
  useKeepSavedInView(crud.saved, list.data?.items, list.isFetching, (saved) => {
    setQ((saved as { nombre: string }).nombre);
    setPage(1);
  });

  return (
    <>
      <title>Subir Noticias | Intranet</title>
      <h1 className="h3 mb-3">Subir Noticias</h1>
      <Card body className="mb-4">
        {editId !== null && editing.isPending ? (
          <PageSpinner />
        ) : editId !== null && editing.error ? (
          <ErrorAlert error={editing.error} onRetry={() => void editing.refetch()} />
        ) : (
          <NewsForm key={crud.formKey} news={editing.data} onDone={crud.closeForm} />
        )}
      </Card>

      <section aria-labelledby="news-existing-title">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 id="news-existing-title" className="h4 mb-0">
            Noticias Existentes
          </h2>
          <SearchInput
            label="Buscar noticias"
            placeholder="Buscar noticias por nombre, área o contenido..."
            value={q}
            onChange={(text) => {
              setQ(text);
              setPage(1);
            }}
            style={{ maxWidth: 420 }}
          />
        </div>
        {list.error && !list.data ? (
          <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <PageSpinner />
        ) : (
          <AdminTable
            caption="Noticias Existentes"
            rows={list.data?.items ?? []}
            highlightKey={crud.highlightKey}
            empty="No se encontraron noticias."
            columns={[
              {
                header: 'Imagen',
                hideOnPhone: true,
                cell: (news) => (
                  <ImageWithFallback
                    src={storedImageUrl(news.imagen, true)}
                    alt=""
                    width={80}
                    height={45}
                    className="news-admin-thumb"
                  />
                ),
              },
              { header: 'Nombre', main: true, cell: (news) => news.nombre },
              { header: 'Área', cell: (news) => news.area },
              { header: 'Fecha', className: 'text-nowrap', cell: (news) => formatDate(news.fecha) },
              { header: 'Audiencia', cell: (news) => audienceSummary(news) },
              {
                header: 'Estado',
                cell: (news) => (
                  <EstadoBadge
                    estado={news.estado}
                    publicar_el={news.publicar_el}
                    despublicar_el={news.despublicar_el}
                  />
                ),
              },
              {
                header: 'Visto por',
                className: 'text-nowrap',
                cell: (news) =>
                  news.audiencia_total === undefined ? null : `${news.vistos ?? 0} de ${news.audiencia_total}`,
              },
            ]}
            actions={(news) => (
              <RowActions
                name={news.nombre}
                onEdit={() => crud.startEdit(news)}
                onDelete={() => crud.askDelete(news)}
              />
            )}
          />
        )}
        <Pagination
          page={page}
          totalPages={list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0}
          onChange={setPage}
        />
      </section>

      <ConfirmDialog {...crud.confirm} message="¿Está seguro de que desea eliminar esta noticia?" />
    </>
  );
}
