import { UnderConstruction } from '../../components/under-construction';

export function AnnouncementRoute() {
  return <UnderConstruction title="Anuncio" />;
}
