import { UnderConstruction } from '../../components/under-construction';

export function OrganizationRoute() {
  return <UnderConstruction title="Organigrama" />;
}
