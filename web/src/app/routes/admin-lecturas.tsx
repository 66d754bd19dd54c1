import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { site } from '../../config/site';
import { LecturaForm } from '../../features/lecturas/components/lectura-form';
import { LecturasAdminList, VerifyChain } from '../../features/lecturas/components/lecturas-admin';

/** 'Lecturas obligatorias': assign, follow compliance, close, verify the evidence chain. */
export function AdminLecturasRoute() {
  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <title>{`Lecturas obligatorias | ${site.appName}`}</title>
      <h1 className="h3 mb-3">Lecturas obligatorias</h1>
      <VerifyChain />
      <Card className="shadow-sm border-0 mb-5">
        <Card.Body className="p-3 p-md-4">
          <LecturaForm />
        </Card.Body>
      </Card>
      <LecturasAdminList />
    </Container>
  );
}
