import { UnderConstruction } from '../../components/under-construction';

export function HomeRoute() {
  return <UnderConstruction title="Inicio" />;
}
