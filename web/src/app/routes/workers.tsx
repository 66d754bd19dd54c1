import Container from 'react-bootstrap/Container';
import { site } from '../../config/site';
import { WorkersDirectory } from '../../features/users/components/workers-directory';
import '../../features/users/users.css';

/** /trabajadores: the workers directory. */
export function WorkersRoute() {
  return (
    <Container className="py-5">
      <title>{`Trabajadores | ${site.appName}`}</title>
      <h1 className="h2 mb-4">Trabajadores</h1>
      <WorkersDirectory />
    </Container>
  );
}
