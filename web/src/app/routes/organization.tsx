import Container from 'react-bootstrap/Container';
import { site } from '../../config/site';
import { OrgChart } from '../../features/organization/components/org-chart';
import { useViewer } from '../../features/session/api';

/** /organization: the organigram. Admins also see phones in the 'Ver' card. */
export function OrganizationRoute() {
  const user = useViewer();
  return (
    <Container className="py-5">
      <title>{`Organigrama | ${site.appName}`}</title>
      <h1 className="h2 mb-4">Organigrama</h1>
      <OrgChart showPhone={user?.role === 'admin'} />
    </Container>
  );
}
