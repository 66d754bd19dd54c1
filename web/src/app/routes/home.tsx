import { UnderConstruction } from '../../components/under-construction';
import { ForumWidget } from '../../features/forum';

export function HomeRoute() {
  return (
    <>
      <UnderConstruction title="Inicio" />
      {/* forum (issue 6) */}
      <ForumWidget />
    </>
  );
}
