import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AREAS, BRANCHES, branchById, USER_MESSAGES, WORKERS_PER_PAGE, type Worker } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination';
import { paths } from '../../../config/paths';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { storedImageUrl } from '../../../lib/stored-image';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useWorkersPage, type WorkersFilter } from '../api';
import { SearchForm, SearchInput } from '../../../components/search-input';

/** The directory's state lives in the URL (`?q=&area=&sucursal=&pagina=`): a filtered page can be shared or reloaded. */
function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const area = (AREAS as readonly string[]).includes(params.get('area') ?? '') ? params.get('area')! : '';
  const branch = branchById(Number(params.get('sucursal')))?.id ?? null;
  const page = Math.max(1, Math.floor(Number(params.get('pagina'))) || 1);
  const filter: WorkersFilter = { q: params.get('q')?.trim() ?? '', area, sucursal: branch, pagina: page };
  /** Changes some values; any change but the page goes back to page 1. */
  const update = (changes: Partial<Record<'q' | 'area' | 'sucursal' | 'pagina', string>>) =>
    setParams(
      () => {
        // From the address itself, not the router's last render: two filters changed before the page re-renders
        // (a quick second choice on a slow phone) keep both instead of the second undoing the first.
        const next = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('pagina' in changes)) next.delete('pagina');
        return next;
      },
      { replace: true },
    );
  return { filter, update };
}

function WorkerRow({ worker }: { worker: Worker }) {
  const navigate = useNavigate();
  const href = paths.person.getHref(worker.id);
  const branch = branchById(worker.sucursal);
  return (
    // The name is the link (keyboard and screen readers); a click anywhere on the row opens it too.
    <tr
      className="worker-row"
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a')) void navigate(href);
      }}
    >
      <td>
        <ImageWithFallback
          src={storedImageUrl(worker.imagen_perfil, true)}
          fallbackSrc={PLACEHOLDER_AVATAR}
          alt=""
          width={48}
          height={48}
          className="rounded-circle object-fit-cover"
        />
      </td>
      <td>
        <Link to={href} className="fw-semibold">
          {worker.nombre}
        </Link>
        <div className="d-sm-none">{worker.puesto || USER_MESSAGES.noPosition}</div>
        {worker.correo && (
          <a href={`mailto:${worker.correo}`} className="small text-break d-block">
            {worker.correo}
          </a>
        )}
      </td>
      <td className="d-none d-sm-table-cell">{worker.puesto || USER_MESSAGES.noPosition}</td>
      <td className="d-none d-md-table-cell small">
        {worker.area && <div>{worker.area}</div>}
        {branch && <div className="text-body-secondary">{branch.nombre}</div>}
      </td>
    </tr>
  );
}

/**
 * The workers directory: photo, full name and position of every active colleague
 * (service accounts are not people), searchable by name, position or e-mail ignoring accents, filtered
 * by area and branch, 10 per page with the spec's pagination window; a row opens the person's page.
 * Search, filters and paging run on the server and live in the URL.
 */
export function WorkersDirectory() {
  const { filter, update } = useDirectoryParams();
  const [query, setQuery] = useState(filter.q);
  const typed = useDebouncedValue(query.trim(), 300);
  useEffect(() => {
    if (typed !== filter.q) update({ q: typed });
    // Only a new debounced text writes the URL; `update` changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const workers = useWorkersPage(filter);

  const filters = (
    <SearchForm className="mb-3">
      <Row className="g-2">
        <Col md={6}>
          <SearchInput
            id="buscar-trabajadores"
            label="Buscar trabajadores"
            icon
            placeholder="Buscar por nombre, cargo o correo..."
            value={query}
            onChange={setQuery}
          />
        </Col>
        <Col sm={6} md={3}>
          <Form.Label htmlFor="filtro-area" visuallyHidden>
            Área
          </Form.Label>
          <Form.Select id="filtro-area" value={filter.area} onChange={(e) => update({ area: e.target.value })}>
            <option value="">Todas las áreas</option>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col sm={6} md={3}>
          <Form.Label htmlFor="filtro-sucursal" visuallyHidden>
            Sucursal
          </Form.Label>
          <Form.Select
            id="filtro-sucursal"
            value={filter.sucursal ?? ''}
            onChange={(e) => update({ sucursal: e.target.value })}
          >
            <option value="">Todas las sucursales</option>
            {BRANCHES.map((b) => (
              <option key={b.id} value={b.id}>
                {b.nombre}
              </option>
            ))}
          </Form.Select>
        </Col>
      </Row>
    </SearchForm>
  );

  if (workers.isPending) {
    return (
      <>
        {filters}
        <PageSpinner />
      </>
    );
  }
  if (workers.isError) {
    return (
      <>
        {filters}
        <ErrorAlert error={workers.error} onRetry={() => void workers.refetch()} />
      </>
    );
  }
  const { items: visible, total } = workers.data;
  const totalPages = Math.max(1, Math.ceil(total / WORKERS_PER_PAGE));
  const current = Math.min(filter.pagina, totalPages);

  return (
    <>
      {filters}
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
            <th scope="col" className="d-none d-md-table-cell">
              Área y sucursal
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.length === 0 ? (
            <tr>
              <td colSpan={4} className="text-center text-body-secondary py-4">
                {USER_MESSAGES.emptyDirectory}
              </td>
            </tr>
          ) : (
            visible.map((w) => <WorkerRow key={w.id} worker={w} />)
          )}
        </tbody>
      </Table>
      <Pagination
        page={current}
        totalPages={totalPages}
        onChange={(p) => update({ pagina: p > 1 ? String(p) : '' })}
        className="mt-3"
      />
    </>
  );
}
