import { UnderConstruction } from '../../components/under-construction';

export function AdminForumRoute() {
  return <UnderConstruction title="Foro" />;
}
