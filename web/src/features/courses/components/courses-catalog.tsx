import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { COURSE_MESSAGES } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useImages, useVideos } from '../api';
import { ImageGallery } from './image-gallery';
import { VideoCard } from './video-card';
import './courses.css';
import { useSearchParams } from 'react-router';
import { SearchForm, SearchInput } from '../../../components/search-input';

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** /cursos: search, course cards (6 per page) and the image gallery (8 per page). */
export function CoursesCatalog() {
  // A result of the intranet search opens this page with ?q=<name>.
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const q = useDebouncedValue(search);
  const [videoPage, setVideoPage] = useState(1);
  const [imagePage, setImagePage] = useState(1);
  useEffect(() => setVideoPage(1), [q]);

  const videos = useVideos(q, videoPage);
  const images = useImages(imagePage);

  return (
    <>
      <SearchForm className="mb-4">
        <SearchInput
          label="Buscar cursos por título o área"
          icon
          className="courses-search"
          value={search}
          onChange={setSearch}
          placeholder={COURSE_MESSAGES.searchPlaceholder}
          maxLength={200}
        />
      </SearchForm>

      <section aria-labelledby="cursos-videos" className="mb-5">
        <h2 id="cursos-videos" className="h4 mb-3">
          Cursos
        </h2>
        {videos.isPending ? (
          <PageSpinner />
        ) : videos.isError ? (
          <ErrorAlert error={videos.error} onRetry={() => void videos.refetch()} />
        ) : videos.data.items.length === 0 ? (
          <p className="empty-message text-body-secondary py-4 text-center">{COURSE_MESSAGES.noVideos}</p>
        ) : (
          <>
            <Row
              xs={1}
              sm={2}
              lg={3}
              className="g-4 mb-4"
              as="ul"
              aria-label="Cursos disponibles"
              style={{ listStyle: 'none', paddingLeft: 0 }}
            >
              {videos.data.items.map((v) => (
                <Col key={v.id} as="li">
                  <VideoCard video={v} />
                </Col>
              ))}
            </Row>
            <Pagination
              page={videoPage}
              totalPages={pages(videos.data.total, videos.data.pageSize)}
              onChange={setVideoPage}
            />
          </>
        )}
      </section>

      <section aria-labelledby="cursos-galeria">
        <h2 id="cursos-galeria" className="h4 mb-3">
          Galería de Imágenes
        </h2>
        {images.isPending ? (
          <PageSpinner />
        ) : images.isError ? (
          <ErrorAlert error={images.error} onRetry={() => void images.refetch()} />
        ) : images.data.items.length === 0 ? (
          <p className="empty-message text-body-secondary py-4 text-center">{COURSE_MESSAGES.noImages}</p>
        ) : (
          <>
            <ImageGallery images={images.data.items} offset={(imagePage - 1) * images.data.pageSize} />
            <Pagination
              className="mt-4"
              page={imagePage}
              totalPages={pages(images.data.total, images.data.pageSize)}
              onChange={setImagePage}
            />
          </>
        )}
      </section>
    </>
  );
}
