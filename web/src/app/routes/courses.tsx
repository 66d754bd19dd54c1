import { UnderConstruction } from '../../components/under-construction';

export function CoursesRoute() {
  return <UnderConstruction title="Cursos y Capacitaciones" />;
}
