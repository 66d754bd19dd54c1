import { UnderConstruction } from '../../components/under-construction';

export function ChangePasswordRoute() {
  return <UnderConstruction title="Cambiar Contraseña" />;
}
