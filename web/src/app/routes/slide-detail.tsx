import { UnderConstruction } from '../../components/under-construction';

export function SlideDetailRoute() {
  return <UnderConstruction title="Detalle del banner" />;
}
