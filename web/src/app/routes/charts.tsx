import { UnderConstruction } from '../../components/under-construction';

export function ChartsRoute() {
  return <UnderConstruction title="Gráficos" />;
}
