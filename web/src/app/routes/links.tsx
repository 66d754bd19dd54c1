import { UnderConstruction } from '../../components/under-construction';

export function LinksRoute() {
  return <UnderConstruction title="Links de Interés" />;
}
