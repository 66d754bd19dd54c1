import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { buildOrgTree, DEPARTMENTS, ORG_MESSAGES, type Department, type OrgNode } from '@intranet/contract';
import { AdminTable } from '../../../components/admin-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination';
import { useDeleteOrgNode, useOrgNodes, useOrgPeople } from '../api';
import { OrgBuildModal } from './org-build-modal';
import { OrgNodeForm } from './org-node-form';
import { OrgPersonModal } from './org-person-modal';
import { OrgTree } from './org-tree';
import { RowActions, useCrudScreen, useKeepSavedInView } from '../../../components/admin-crud';
import { SearchInput } from '../../../components/search-input';

const PER_PAGE = 10;

/** /admin-organization ('Gestión del Árbol Organizacional'): department filter, node form, node list and tree. */
export function OrgAdmin() {
  const [department, setDepartment] = useState<Department | ''>('');
  const nodes = useOrgNodes(department);
  const people = useOrgPeople();
  const remove = useDeleteOrgNode();

  const crud = useCrudScreen<OrgNode>(remove, ORG_MESSAGES.deleted);
  const editing = crud.editing;
  const [viewing, setViewing] = useState<OrgNode | null>(null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [expandSignal, setExpandSignal] = useState(0);
  const [building, setBuilding] = useState(false);

  const names = useMemo(() => new Map((people.data ?? []).map((p) => [p.id, p.name])), [people.data]);
  const forest = useMemo(() => buildOrgTree(nodes.data ?? []), [nodes.data]);
  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (nodes.data ?? []).filter((n) => !q || n.name.toLowerCase().includes(q) || n.role.toLowerCase().includes(q));
  }, [nodes.data, query]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / PER_PAGE));
  const current = Math.min(page, totalPages);
  const shown = filtered.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  // Not on this page (or outside the search): the whole list, at the saved node's page.
  useKeepSavedInView(crud.saved, nodes.data ? shown : undefined, nodes.isFetching, (node) => {
    const index = (nodes.data ?? []).findIndex((n) => n.id === node.id);
    setQuery('');
    setPage(index < 0 ? 1 : Math.floor(index / PER_PAGE) + 1);
  });

  return (
    <>
      <Form.Group controlId="org-filter" className="mb-4 org-filter">
        <Form.Label className="fw-semibold">Departamento</Form.Label>
        <Form.Select
          value={department}
          onChange={(e) => {
            setDepartment(e.target.value as Department | '');
            setPage(1);
          }}
        >
          <option value="">Todos los departamentos</option>
          {DEPARTMENTS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </Form.Select>
      </Form.Group>

      <Row className="g-4">
        <Col xl={5} xxl={4}>
          <Card className="shadow-sm">
            <Card.Header as="h2" className="h5 bg-white py-3">
              {editing ? `Editar nodo: ${editing.name}` : 'Nuevo nodo'}
            </Card.Header>
            <Card.Body>
              <OrgNodeForm key={crud.formKey} node={editing} people={people.data ?? []} onDone={crud.closeForm} />
            </Card.Body>
          </Card>
        </Col>
        <Col xl={7} xxl={8}>
          {nodes.isPending || people.isPending ? (
            <PageSpinner />
          ) : nodes.isError ? (
            <ErrorAlert error={nodes.error} onRetry={() => void nodes.refetch()} />
          ) : (
            <Card className="shadow-sm">
              <Card.Header className="bg-white py-3 d-flex flex-wrap align-items-center gap-2">
                <h2 className="h5 mb-0 me-auto">Árbol</h2>
                <Button size="sm" variant="primary" onClick={() => setBuilding(true)}>
                  {ORG_MESSAGES.buildTitle}
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => setExpandSignal((s) => Math.abs(s) + 1)}>
                  Expandir todo
                </Button>
                <Button size="sm" variant="outline-primary" onClick={() => setExpandSignal((s) => -Math.abs(s) - 1)}>
                  Contraer todo
                </Button>
              </Card.Header>
              <Card.Body className="bg-body-tertiary org-tree-scroll">
                {forest.length === 0 ? (
                  <p className="text-body-secondary mb-0">{ORG_MESSAGES.empty}</p>
                ) : (
                  <OrgTree
                    roots={forest}
                    onView={setViewing}
                    collapsible
                    openDepth={1}
                    expandSignal={expandSignal}
                    label="Árbol organizacional"
                  />
                )}
              </Card.Body>
            </Card>
          )}
        </Col>
      </Row>

      {nodes.isSuccess && (
        <Card className="shadow-sm mt-4">
          <Card.Header as="h2" className="h5 bg-white py-3">
            Nodos ({nodes.data.length})
          </Card.Header>
          <Card.Body>
            <SearchInput
              label="Buscar nodos"
              placeholder="Buscar por nombre o cargo..."
              className="mb-3"
              value={query}
              onChange={(text) => {
                setQuery(text);
                setPage(1);
              }}
            />
            <AdminTable
              caption="Nodos del organigrama"
              size="sm"
              rows={shown}
              highlightKey={crud.highlightKey}
              empty={ORG_MESSAGES.empty}
              columns={[
                {
                  header: 'Nombre',
                  main: true,
                  cell: (n) => (
                    <>
                      <div className="fw-semibold">{n.name}</div>
                      <div className="small fw-normal text-body-secondary">{n.role}</div>
                    </>
                  ),
                },
                { header: 'Departamento', cell: (n) => n.department ?? '—' },
                {
                  header: 'Depende de',
                  from: 'lg',
                  cell: (n) => (n.parent_id ? (names.get(n.parent_id) ?? '—') : 'Raíz'),
                },
              ]}
              actions={(n) => (
                <RowActions name={n.name} onEdit={() => crud.startEdit(n)} onDelete={() => crud.askDelete(n)} />
              )}
            />
            <Pagination page={current} totalPages={totalPages} onChange={setPage} className="mt-3" />
          </Card.Body>
        </Card>
      )}

      <OrgBuildModal show={building} onHide={() => setBuilding(false)} />

      <ConfirmDialog {...crud.confirm} message={ORG_MESSAGES.confirmDelete} />
      <OrgPersonModal node={viewing} showPhone onHide={() => setViewing(null)} />
    </>
  );
}
