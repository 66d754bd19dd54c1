import { UnderConstruction } from '../../components/under-construction';

export function NewsDetailRoute() {
  return <UnderConstruction title="Noticia" />;
}
