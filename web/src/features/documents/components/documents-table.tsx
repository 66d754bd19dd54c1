import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { DOCUMENT_MESSAGES, DOCUMENTS_PAGE_SIZE, type DocumentItem } from '@intranet/contract';
import { AdminTable } from '../../../components/admin-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { Pagination } from '../../../components/pagination';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDocument, useDocumentsPage, useSetDocumentVisibility } from '../api';
import { useDebouncedValue, usePageFor } from '../../../lib/use-debounced-value';
import { useKeepSavedInView } from '../../../components/admin-crud';
import { SearchForm, SearchInput } from '../../../components/search-input';

interface DocumentsTableProps {
  /** The document in the form, highlighted in the list. */
  editingId: number | null;
  onEdit: (doc: DocumentItem) => void;
  onPreview: (doc: DocumentItem) => void;
  /** 'Versiones'. */
  onVersions: (doc: DocumentItem) => void;
  onDeleted: (id: number) => void;
  /** The document just created or updated: highlighted, and searched for when this page does not show it. */
  saved?: DocumentItem | null;
}

/**
 * 'Documentos Creados': every document (hidden ones too), newest first, searched and paged on the
 * server (10 per page), with Ver, Editar, Ocultar/Mostrar and Eliminar.
 */
export function DocumentsTable({
  editingId,
  onEdit,
  onPreview,
  onVersions,
  onDeleted,
  saved = null,
}: DocumentsTableProps) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageFor(q);
  const list = useDocumentsPage({ q: q || undefined, pagina: page, por_pagina: DOCUMENTS_PAGE_SIZE });
  useKeepSavedInView(saved, list.data?.items, list.isFetching, (doc) => setSearch(doc.nombre));
  const visibility = useSetDocumentVisibility();
  const remove = useDeleteDocument();
  const notify = useToast();
  const [toDelete, setToDelete] = useState<DocumentItem | null>(null);

  const total = list.data?.total ?? 0;
  const totalPages = Math.ceil(total / DOCUMENTS_PAGE_SIZE);
  // The last document of the last page was deleted: show the page before.
  useEffect(() => {
    if (list.data && list.data.items.length === 0 && page > 1) setPage(Math.max(1, totalPages));
  }, [list.data, page, totalPages, setPage]);

  const toggle = (doc: DocumentItem) => {
    // The toggle sends the opposite value.
    visibility.mutate(
      { id: doc.id, visible: !doc.visible },
      {
        onSuccess: (saved) =>
          notify(
            saved.visible
              ? 'El documento ahora es visible para los trabajadores.'
              : 'El documento quedó oculto para los trabajadores.',
          ),
        onError: (error) => notify(errorMessage(error), 'danger'),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const id = toDelete.id;
    remove.mutate(id, {
      onSuccess: () => {
        notify(DOCUMENT_MESSAGES.deleted);
        onDeleted(id);
      },
      onError: (error) => notify(errorMessage(error), 'danger'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="documents-created-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="documents-created-title" className="h4 mb-0">
          Documentos Creados
        </h2>
        {list.data && (
          <span className="text-body-secondary small" aria-live="polite">
            {total === 1 ? '1 documento' : `${total} documentos`}
          </span>
        )}
      </div>
      <SearchForm className="mb-3">
        <SearchInput
          id="documents-admin-search"
          label="Buscar documentos por nombre o área"
          icon
          placeholder="Buscar por nombre o área..."
          value={search}
          onChange={setSearch}
        >
          {list.isFetching && (
            <InputGroup.Text>
              <Spinner animation="border" size="sm" role="status">
                <span className="visually-hidden">Cargando...</span>
              </Spinner>
            </InputGroup.Text>
          )}
        </SearchInput>
      </SearchForm>

      {list.isError ? (
        <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="py-4 text-center">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">Cargando...</span>
          </Spinner>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="text-center text-body-secondary py-4 mb-0 bg-white rounded border">
          {q ? 'No hay documentos que coincidan con la búsqueda.' : DOCUMENT_MESSAGES.vacioAdmin}
        </p>
      ) : (
        <>
          <AdminTable
            caption="Documentos Creados"
            className="documents-table admin-table-many-actions"
            rows={list.data.items}
            highlightKey={editingId ?? saved?.id ?? null}
            empty={DOCUMENT_MESSAGES.vacioAdmin}
            columns={[
              {
                header: 'Nombre',
                main: true,
                className: 'text-break',
                cell: (doc) => (
                  <>
                    <i className="bi bi-file-earmark-pdf text-danger me-2" aria-hidden="true" />
                    {doc.nombre}
                  </>
                ),
              },
              { header: 'Área', cell: (doc) => doc.area },
              { header: 'Subárea', cell: (doc) => doc.subarea },
              { header: 'Versión', cell: (doc) => doc.version },
              {
                header: 'Estado',
                cell: (doc) =>
                  doc.visible ? <Badge bg="success">Visible</Badge> : <Badge bg="secondary">Oculto</Badge>,
              },
            ]}
            actions={(doc) => (
              <>
                <Button size="sm" variant="outline-primary" onClick={() => onPreview(doc)}>
                  <i className="bi bi-eye me-1" aria-hidden="true" />
                  Ver<span className="visually-hidden"> {doc.nombre}</span>
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => onVersions(doc)}>
                  <i className="bi bi-clock-history me-1" aria-hidden="true" />
                  Versiones<span className="visually-hidden"> de {doc.nombre}</span>
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => onEdit(doc)}>
                  <i className="bi bi-pencil me-1" aria-hidden="true" />
                  Editar<span className="visually-hidden"> {doc.nombre}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline-dark"
                  onClick={() => toggle(doc)}
                  disabled={visibility.isPending && visibility.variables?.id === doc.id}
                >
                  <i className={`bi ${doc.visible ? 'bi-eye-slash' : 'bi-eye'} me-1`} aria-hidden="true" />
                  {doc.visible ? 'Ocultar' : 'Mostrar'}
                  <span className="visually-hidden"> {doc.nombre}</span>
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => setToDelete(doc)}>
                  <i className="bi bi-trash me-1" aria-hidden="true" />
                  Eliminar<span className="visually-hidden"> {doc.nombre}</span>
                </Button>
              </>
            )}
          />
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </>
      )}

      <ConfirmDialog
        show={toDelete !== null}
        message={DOCUMENT_MESSAGES.confirmDelete}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        pending={remove.isPending}
      />
    </section>
  );
}
