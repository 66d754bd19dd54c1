import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { formatRut, WORKERS_PER_PAGE, type User } from '@intranet/contract';
import { AdminTable } from '../../../components/admin-table';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { Pagination } from '../../../components/pagination';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { storedImageUrl } from '../../../lib/stored-image';
import { matchesSearch } from '../search';
import { useKeepSavedInView } from '../../../components/admin-crud';
import { SearchInput } from '../../../components/search-input';

interface UsersTableProps {
  users: User[];
  /** The user just created: highlighted, on its page (the search and filter cleared when they hide it). */
  saved?: { id: number } | null;
  /** Link to a user's detail screen. */
  detailHref: (id: number) => string;
}

/** The admin list of /manage-users: search by name, RUT, e-mail or position; 10 per page. */
export function UsersTable({ users, detailHref, saved = null }: UsersTableProps) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<'todos' | 'activos' | 'inactivos'>('todos');
  const [page, setPage] = useState(1);

  const filtered = useMemo(
    () =>
      users.filter(
        (u) =>
          (status === 'todos' || u.activo === (status === 'activos')) &&
          matchesSearch(query, u.nombre, u.username, u.correo, u.puesto, u.rut, u.rut ? formatRut(u.rut) : ''),
      ),
    [users, query, status],
  );
  const totalPages = Math.max(1, Math.ceil(filtered.length / WORKERS_PER_PAGE));
  const current = Math.min(page, totalPages);
  const visible = filtered.slice((current - 1) * WORKERS_PER_PAGE, current * WORKERS_PER_PAGE);
  useKeepSavedInView(saved, visible, false, (user) => {
    const inFilter = filtered.findIndex((u) => u.id === user.id);
    const index = inFilter >= 0 ? inFilter : users.findIndex((u) => u.id === user.id);
    if (inFilter < 0) {
      setQuery('');
      setStatus('todos');
    }
    setPage(index < 0 ? 1 : Math.floor(index / WORKERS_PER_PAGE) + 1);
  });

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <SearchInput
          label="Buscar usuarios"
          placeholder="Buscar por nombre, RUT, correo o cargo..."
          className="flex-grow-1 w-auto"
          value={query}
          onChange={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
        <Form.Select
          aria-label="Estado de la cuenta"
          className="w-auto"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(1);
          }}
        >
          <option value="todos">Todos</option>
          <option value="activos">Activos</option>
          <option value="inactivos">Inactivos</option>
        </Form.Select>
      </div>
      <p className="text-body-secondary small" aria-live="polite">
        {filtered.length === 1 ? '1 usuario' : `${filtered.length} usuarios`}
      </p>
      <AdminTable
        caption="Usuarios de la intranet"
        rows={visible}
        highlightKey={saved?.id ?? null}
        rowClassName={(u) => (u.activo ? undefined : 'text-body-secondary')}
        empty="No hay usuarios que coincidan con la búsqueda."
        columns={[
          {
            header: 'Usuario',
            main: true,
            cell: (u) => (
              <div className="d-flex align-items-center gap-2">
                <ImageWithFallback
                  src={storedImageUrl(u.imagen_perfil, true)}
                  fallbackSrc={PLACEHOLDER_AVATAR}
                  alt=""
                  width={36}
                  height={36}
                  className="rounded-circle object-fit-cover flex-shrink-0"
                />
                <div className="min-w-0">
                  <div className="fw-semibold">{u.nombre}</div>
                  <div className="small fw-normal text-body-secondary text-break">
                    {u.username} · {u.correo}
                  </div>
                </div>
              </div>
            ),
          },
          { header: 'RUT', className: 'text-nowrap', cell: (u) => (u.rut ? formatRut(u.rut) : '—') },
          { header: 'Cargo', from: 'lg', cell: (u) => u.puesto || 'No especificado' },
          {
            header: 'Estado',
            cell: (u) => (
              <span className="d-inline-flex flex-wrap gap-1 align-middle">
                {u.role === 'admin' && <Badge bg="primary">Administrador</Badge>}
                <Badge bg={u.activo ? 'success' : 'secondary'}>{u.activo ? 'Activo' : 'Inactivo'}</Badge>
                {u.must_change_password && (
                  <Badge bg="warning" text="dark">
                    Contraseña temporal
                  </Badge>
                )}
              </span>
            ),
          },
        ]}
        actions={(u) => (
          <Link to={detailHref(u.id)} className="btn btn-sm btn-outline-primary text-nowrap">
            Ver<span className="visually-hidden"> {u.nombre}</span>
          </Link>
        )}
      />
      <Pagination page={current} totalPages={totalPages} onChange={setPage} className="mt-3" />
    </>
  );
}
