import { UnderConstruction } from '../../components/under-construction';

export function AdminUserDetailRoute() {
  return <UnderConstruction title="Detalle de la persona" />;
}
