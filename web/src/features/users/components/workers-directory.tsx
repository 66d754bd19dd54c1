import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { USER_MESSAGES, WORKERS_PER_PAGE } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { storedImageUrl } from '../../../lib/stored-image';
import { useDebouncedValue, usePageFor } from '../../../lib/use-debounced-value';
import { useWorkersPage } from '../api';
import { useSearchParams } from 'react-router';

/**
 * The workers directory (spec §2): photo, name and position of every active colleague, searchable by
 * name, position or e-mail, 10 per page with the spec's pagination window. Search and paging run on
 * the server, so the page loads 10 people whatever the size of the company.
 */
export function WorkersDirectory() {
  // A result of the intranet search opens this page with ?q=<name>.
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(query.trim(), 300);
  const [page, setPage] = usePageFor(q);
  const workers = useWorkersPage(q, page);

  if (workers.isPending) return <PageSpinner />;
  if (workers.isError) return <ErrorAlert error={workers.error} onRetry={() => void workers.refetch()} />;
  const { items: visible, total } = workers.data;
  const totalPages = Math.max(1, Math.ceil(total / WORKERS_PER_PAGE));
  const current = Math.min(page, totalPages);

  return (
    <>
      <Form role="search" className="mb-3" onSubmit={(e) => e.preventDefault()}>
        <Form.Label htmlFor="buscar-trabajadores" visuallyHidden>
          Buscar trabajadores
        </Form.Label>
        <InputGroup>
          <InputGroup.Text aria-hidden="true">
            <i className="bi bi-search" />
          </InputGroup.Text>
          <Form.Control
            id="buscar-trabajadores"
            type="search"
            placeholder="Buscar por nombre, cargo o correo..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </InputGroup>
      </Form>
      <p className="text-body-secondary small" aria-live="polite">
        {total === 1 ? '1 trabajador' : `${total} trabajadores`}
      </p>
      <Table responsive hover className="position-relative align-middle workers-table bg-white shadow-sm rounded">
        <caption className="visually-hidden">Directorio de trabajadores</caption>
        <thead className="table-light">
          <tr>
            <th scope="col" style={{ width: 72 }}>
              Foto
            </th>
            <th scope="col">Nombre</th>
            <th scope="col" className="d-none d-sm-table-cell">
              Cargo
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr>
              <td colSpan={3} className="text-center text-body-secondary py-4">
                {USER_MESSAGES.emptyDirectory}
              </td>
            </tr>
          ) : (
            visible.map((w) => (
              <tr key={w.id}>
                <td>
                  <ImageWithFallback
                    src={storedImageUrl(w.imagen_perfil, true)}
                    fallbackSrc={PLACEHOLDER_AVATAR}
                    alt={`Foto de ${w.username}`}
                    width={48}
                    height={48}
                    className="rounded-circle object-fit-cover"
                  />
                </td>
                <td>
                  <div className="fw-semibold">{w.username}</div>
                  <div className="d-sm-none">{w.puesto || USER_MESSAGES.noPosition}</div>
                  {w.correo && (
                    <a href={`mailto:${w.correo}`} className="small text-break">
                      {w.correo}
                    </a>
                  )}
                </td>
                <td className="d-none d-sm-table-cell">{w.puesto || USER_MESSAGES.noPosition}</td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
      <Pagination page={current} totalPages={totalPages} onChange={setPage} className="mt-3" />
    </>
  );
}
