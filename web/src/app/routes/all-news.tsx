import { UnderConstruction } from '../../components/under-construction';

export function AllNewsRoute() {
  return <UnderConstruction title="Últimas Noticias" />;
}
