import { UnderConstruction } from '../../components/under-construction';

export function AdminNewsRoute() {
  return <UnderConstruction title="Subir Noticias" />;
}
