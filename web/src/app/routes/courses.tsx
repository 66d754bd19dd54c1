import Container from 'react-bootstrap/Container';
import { site } from '../../config/site';
import { CoursesCatalog } from '../../features/courses/components/courses-catalog';

/** /cursos: the course videos and the gallery images. */
export function CoursesRoute() {
  return (
    <Container className="py-4">
      <title>{`Cursos y Capacitaciones | ${site.appName}`}</title>
      <h1 className="h2 mb-4">Cursos y Capacitaciones</h1>
      <CoursesCatalog />
    </Container>
  );
}
