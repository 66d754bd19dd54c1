import { UnderConstruction } from '../../components/under-construction';

export function AdminBirthdaysRoute() {
  return <UnderConstruction title="Cumpleaños" />;
}
