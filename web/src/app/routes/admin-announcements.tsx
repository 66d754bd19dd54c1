import { UnderConstruction } from '../../components/under-construction';

export function AdminAnnouncementsRoute() {
  return <UnderConstruction title="Anuncios" />;
}
