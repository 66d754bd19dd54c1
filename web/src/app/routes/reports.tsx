import { UnderConstruction } from '../../components/under-construction';

export function ReportsRoute() {
  return <UnderConstruction title="Reportes" />;
}
