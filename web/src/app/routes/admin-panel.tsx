import { UnderConstruction } from '../../components/under-construction';

export function AdminPanelRoute() {
  return <UnderConstruction title="Panel de Administración" />;
}
