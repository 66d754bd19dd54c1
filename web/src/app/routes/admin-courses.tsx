import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import type { Video } from '@intranet/contract';
import { site } from '../../config/site';
import { ImageUploadForm } from '../../features/courses/components/image-upload-form';
import { ImagesAdminGrid, VideosAdminList } from '../../features/courses/components/courses-admin-lists';
import { VideoForm } from '../../features/courses/components/video-form';

/** /manage-courses: courses (videos) and gallery images. */
export function AdminCoursesRoute() {
  const [editing, setEditing] = useState<Video | null>(null);
  // The course just saved stays highlighted and in view.
  const [savedId, setSavedId] = useState<number | null>(null);
  return (
    <Container fluid className="py-4">
      <title>{`Cursos | Administración | ${site.appName}`}</title>
      <h1 className="h3 mb-4">Cursos y Capacitaciones</h1>
      <Row className="g-4">
        <Col xl={4}>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5 mb-3">{editing ? 'Editar video' : 'Subir video'}</h2>
              <VideoForm
                key={editing?.id ?? 'new'}
                editing={editing}
                onDone={(saved) => {
                  setEditing(null);
                  setSavedId(saved?.id ?? null);
                }}
              />
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h5 mb-3">Subir imagen a la galería</h2>
              <ImageUploadForm />
            </Card.Body>
          </Card>
        </Col>
        <Col xl={8}>
          <Card className="shadow-sm mb-4">
            <Card.Body>
              <h2 className="h5 mb-3">Videos existentes</h2>
              <VideosAdminList
                highlightId={editing?.id ?? savedId}
                savedId={savedId}
                onEdit={(v) => {
                  setEditing(v);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h5 mb-3">Galería de imágenes</h2>
              <ImagesAdminGrid />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
