import { UnderConstruction } from '../../components/under-construction';

export function MyProfileRoute() {
  return <UnderConstruction title="Mi Perfil" />;
}
