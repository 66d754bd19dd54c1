import { UnderConstruction } from '../../components/under-construction';

export function AdminSlidesRoute() {
  return <UnderConstruction title="Banner" />;
}
