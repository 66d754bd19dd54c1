import Card from 'react-bootstrap/Card';
import type { Video } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { apiUrl } from '../../../lib/api-client';
import { thumbnail } from '../api';

/** A course: cover, title, area and 'Ver Curso' opening the external link in a new tab. */
export function VideoCard({ video }: { video: Video }) {
  const cover = thumbnail(video.image);
  return (
    <Card className="course-card h-100 shadow-sm">
      <ImageWithFallback
        src={cover ? apiUrl(cover) : null}
        alt=""
        width={480}
        height={270}
        className="card-img-top course-cover"
      />
      <Card.Body className="d-flex flex-column">
        <span className="course-area small mb-1">{video.area}</span>
        <Card.Title as="h3" className="h6 mb-3">
          {video.title}
        </Card.Title>
        <a
          href={video.link}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-primary btn-sm mt-auto align-self-start"
          aria-label={`Ver Curso: ${video.title} (se abre en una pestaña nueva)`}
        >
          Ver Curso
          <i className="bi bi-box-arrow-up-right ms-2" aria-hidden="true" />
        </a>
      </Card.Body>
    </Card>
  );
}
