import Container from 'react-bootstrap/Container';
import { site } from '../../config/site';
import { PendingReadings } from '../../features/lecturas/components/pending-readings';
import '../../features/documents/documents.css';

/** 'Mis lecturas obligatorias': what the worker must read and confirm. */
export function LecturasRoute() {
  return (
    <Container className="py-4 py-md-5" style={{ maxWidth: 960 }}>
      <title>{`Lecturas obligatorias | ${site.appName}`}</title>
      <h1 className="h2 mb-3">Lecturas obligatorias</h1>
      <PendingReadings />
    </Container>
  );
}
