import { UnderConstruction } from '../../components/under-construction';

export function AdminDocumentsRoute() {
  return <UnderConstruction title="Crear Documentos" />;
}
