import { UnderConstruction } from '../../components/under-construction';

export function AdminUsersRoute() {
  return <UnderConstruction title="Personas" />;
}
