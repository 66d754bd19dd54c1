import Container from 'react-bootstrap/Container';
import { ORG_MESSAGES } from '@intranet/contract';
import { site } from '../../config/site';
import { OrgAdmin } from '../../features/organization/components/org-admin';

/** /admin-organization. */
export function AdminOrganizationRoute() {
  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <title>{`${ORG_MESSAGES.adminTitle} | ${site.appName}`}</title>
      <h1 className="h3 mb-4">{ORG_MESSAGES.adminTitle}</h1>
      <OrgAdmin />
    </Container>
  );
}
