import { UnderConstruction } from '../../components/under-construction';

export function AdminCoursesRoute() {
  return <UnderConstruction title="Cursos" />;
}
