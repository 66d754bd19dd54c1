import Container from 'react-bootstrap/Container';
import { INTEREST_LINKS } from '../../config/external-links';
import { site } from '../../config/site';
import { DeviceLine } from '../../features/links/components/device-line';
import { LinkCards } from '../../features/links/components/link-cards';
import { useViewer } from '../../features/session/api';

/** /Links: the seven external cards and the user's device line. */
export function LinksRoute() {
  const user = useViewer();
  return (
    <Container className="py-4">
      <title>{`Links de Interés | ${site.appName}`}</title>
      <h1 className="h2 mb-3">Links de Interés</h1>
      <DeviceLine rut={user?.rut} />
      <LinkCards links={INTEREST_LINKS} label="Sitios de interés" />
    </Container>
  );
}
