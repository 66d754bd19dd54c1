import { UnderConstruction } from '../../components/under-construction';

export function ProceduresRoute() {
  return <UnderConstruction title="Documentos PDF" />;
}
