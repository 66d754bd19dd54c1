import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import Container from 'react-bootstrap/Container';
import { ErrorAlert } from '../../components/error-alert';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { useUsers } from '../../features/users/api';
import { UserCreate } from '../../features/users/components/user-create';
import { UsersImport } from '../../features/users/components/users-import';
import { UsersTable } from '../../features/users/components/users-table';
import '../../features/users/users.css';

/** /manage-users: list and search users, create one, or onboard many from a CSV. */
export function AdminUsersRoute() {
  const users = useUsers();
  const [panel, setPanel] = useState<'none' | 'create' | 'import'>('none');
  // The user just created stays highlighted and in view in the list.
  const [created, setCreated] = useState<{ id: number } | null>(null);
  const toggle = (p: typeof panel) => setPanel((current) => (current === p ? 'none' : p));

  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <title>{`Personas | ${site.appName}`}</title>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0 me-auto">Personas</h1>
        <Button
          variant={panel === 'create' ? 'primary' : 'outline-primary'}
          aria-expanded={panel === 'create'}
          aria-controls="panel-nuevo-usuario"
          onClick={() => toggle('create')}
        >
          <i className="bi bi-person-plus me-1" aria-hidden="true" />
          Nuevo usuario
        </Button>
        <Button
          variant={panel === 'import' ? 'primary' : 'outline-primary'}
          aria-expanded={panel === 'import'}
          aria-controls="panel-importar"
          onClick={() => toggle('import')}
        >
          <i className="bi bi-filetype-csv me-1" aria-hidden="true" />
          Importar CSV
        </Button>
      </div>

      <Collapse in={panel === 'create'}>
        <div id="panel-nuevo-usuario">
          <Card className="shadow-sm mb-4">
            <Card.Header as="h2" className="h5 bg-white py-3">
              Nuevo usuario
            </Card.Header>
            <Card.Body>
              {panel === 'create' && (
                <UserCreate
                  onDone={(user) => {
                    setPanel('none');
                    if (user) setCreated(user);
                  }}
                />
              )}
            </Card.Body>
          </Card>
        </div>
      </Collapse>
      <Collapse in={panel === 'import'}>
        <div id="panel-importar">
          <Card className="shadow-sm mb-4">
            <Card.Header as="h2" className="h5 bg-white py-3">
              Importar usuarios desde CSV
            </Card.Header>
            <Card.Body>{panel === 'import' && <UsersImport />}</Card.Body>
          </Card>
        </div>
      </Collapse>

      <Card className="shadow-sm">
        <Card.Header as="h2" className="h5 bg-white py-3">
          Usuarios
        </Card.Header>
        <Card.Body>
          {users.isPending ? (
            <PageSpinner />
          ) : users.isError ? (
            <ErrorAlert error={users.error} onRetry={() => void users.refetch()} />
          ) : (
            <UsersTable users={users.data} saved={created} detailHref={(id) => paths.admin.userDetail.getHref(id)} />
          )}
        </Card.Body>
      </Card>
    </Container>
  );
}
