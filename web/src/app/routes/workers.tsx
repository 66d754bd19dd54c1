import { UnderConstruction } from '../../components/under-construction';

export function WorkersRoute() {
  return <UnderConstruction title="Trabajadores" />;
}
