import { UnderConstruction } from '../../components/under-construction';

export function AdminOrganizationRoute() {
  return <UnderConstruction title="Gestión del Árbol Organizacional" />;
}
