import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { NotFoundPage } from '../../../components/not-found-page';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { formatLongDate } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useNews, useRelatedNews } from '../api';
import { NewsCard } from './news-card';
import '../news.css';

/** A news item: title, date, picture, 'Área:', the body with its line breaks, and related news. */
export function NewsDetail({ id }: { id: number | null }) {
  const detail = useNews(id);
  const { data: news, isPending, error } = detail;
  const related = useRelatedNews(news ? news.id : null);

  if (id !== null && isPending) {
    return (
      <p className="py-5 text-center text-body-secondary" role="status">
        Cargando noticia...
      </p>
    );
  }
  // A failure other than "does not exist" (no network, server error) is not a missing news item.
  if (!news && error && !(error instanceof ApiError && error.status === 404)) {
    return (
      <div className="py-5">
        <title>{`Noticia | ${site.appName}`}</title>
        <h1 className="visually-hidden">Noticia</h1>
        <ErrorAlert error={error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  if (!news) {
    return (
      <NotFoundPage
        title="Noticia no encontrada"
        detail="La noticia no existe o fue eliminada."
        back={{ to: paths.news.getHref(), label: 'Ver todas las noticias' }}
      />
    );
  }
  return (
    <>
      <title>{`${news.nombre} | ${site.appName}`}</title>
      <article className="mx-auto" style={{ maxWidth: 880 }}>
        <Link to={paths.news.getHref()} className="d-inline-block mb-3">
          <i className="bi bi-arrow-left" aria-hidden="true" /> Todas las noticias
        </Link>
        <h1 className="mb-2">{news.nombre}</h1>
        <time dateTime={news.fecha} className="d-block text-body-secondary mb-3">
          {formatLongDate(news.fecha)}
        </time>
        <ImageWithFallback
          src={storedImageUrl(news.imagen)}
          alt=""
          width={1920}
          height={1080}
          loading="eager"
          className="news-detail-img mb-3"
        />
        <p className="mb-3">
          <strong>Área:</strong> {news.area}
        </p>
        {news.audiencia_total !== undefined && (
          // Admins only: who of its audience has opened it, and its status.
          <p className="small text-body-secondary mb-3">
            Visto por {news.vistos ?? 0} de {news.audiencia_total}
            {news.estado ? ` · ${news.estado}` : ''}
          </p>
        )}
        <div className="news-body">{news.detalle}</div>
      </article>
      <section aria-labelledby="related-title" className="mt-5 pt-4 border-top">
        <h2 id="related-title" className="h3 mb-3">
          Noticias Relacionadas
        </h2>
        {related.error && !related.data ? (
          <ErrorAlert error={related.error} onRetry={() => void related.refetch()} />
        ) : related.data?.length ? (
          <Row xs={1} md={3} className="g-4">
            {related.data.map((item) => (
              <Col key={item.id}>
                <NewsCard news={item} headingLevel="h3" />
              </Col>
            ))}
          </Row>
        ) : (
          <p className="text-body-secondary">{related.isPending ? 'Cargando...' : 'No hay otras noticias.'}</p>
        )}
      </section>
    </>
  );
}
