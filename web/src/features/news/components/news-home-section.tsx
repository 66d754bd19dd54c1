import { useEffect } from 'react';
import { Link } from 'react-router';
import { NEWS_SIDE_TITLE_LENGTH } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { formatLongDate, truncate } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useLatestNews } from '../api';
import '../news.css';

/**
 * The home's 'Noticias' block: one tab, 'Actualidad', with the newest item large
 * (100-character excerpt) and items 2 to 5 beside it (names cut to 30 characters).
 */
export function NewsHomeSection() {
  const latest = useLatestNews();
  const { error } = latest;

  useEffect(() => {
    // A failed load of the home news is only logged: the person sees no message.
    if (error) console.error('Error al obtener noticias', error);
  }, [error]);

  return (
    <section aria-labelledby="home-news-title" className="home-news py-5">
      <div className="d-flex justify-content-between align-items-baseline flex-wrap gap-2 mb-3">
        <h2 id="home-news-title" className="mb-0">
          Noticias
        </h2>
        <Link to={paths.news.getHref()} className="fw-semibold">
          Ver todas las noticias <i className="bi bi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
      {/* One tab (the spec's 'Actualidad'): static markup, no tab switching to run. */}
      <ul className="nav nav-tabs mb-4" role="tablist" id="home-news-tabs">
        <li className="nav-item" role="presentation">
          <button
            type="button"
            className="nav-link active"
            role="tab"
            id="home-news-tabs-tab-actualidad"
            aria-controls="home-news-tabs-tabpane-actualidad"
            aria-selected="true"
          >
            Actualidad
          </button>
        </li>
      </ul>
      <div className="tab-content">
        <div
          className="tab-pane active show"
          role="tabpanel"
          id="home-news-tabs-tabpane-actualidad"
          aria-labelledby="home-news-tabs-tab-actualidad"
        >
          <QueryState query={latest} empty="No se encontraron noticias.">
            {([featured, ...side]) =>
              featured && (
                <div className="row g-4">
                  <div className="col-lg-7">
                    <article className="news-card card h-100 position-relative">
                      <ImageWithFallback
                        src={storedImageUrl(featured.imagen)}
                        srcSet={
                          featured.imagen
                            ? `${storedImageUrl(featured.imagen, true)} 480w, ${storedImageUrl(featured.imagen)} 1920w`
                            : undefined
                        }
                        sizes="(min-width: 992px) 55vw, 100vw"
                        alt=""
                        width={1200}
                        height={675}
                        loading="eager"
                        className="news-featured-img card-img-top"
                      />
                      <div className="card-body">
                        <div className="news-area mb-1">{featured.area}</div>
                        <h3 className="card-title h4">
                          <Link to={paths.newsDetail.getHref(featured.id)}>{featured.nombre}</Link>
                        </h3>
                        <time dateTime={featured.fecha} className="d-block small text-body-secondary mb-2">
                          {formatLongDate(featured.fecha)}
                        </time>
                        <p className="card-text mb-0">{featured.extracto}</p>
                      </div>
                    </article>
                  </div>
                  <div className="col-lg-5">
                    <ul className="list-unstyled mb-0" aria-label="Más noticias">
                      {side.map((item) => (
                        <li key={item.id}>
                          <Link to={paths.newsDetail.getHref(item.id)} className="news-side-item" title={item.nombre}>
                            <ImageWithFallback src={storedImageUrl(item.imagen, true)} alt="" width={112} height={63} />
                            <span>
                              <span className="news-side-title d-block">
                                {truncate(item.nombre, NEWS_SIDE_TITLE_LENGTH)}
                              </span>
                              <time dateTime={item.fecha} className="small text-body-secondary">
                                {formatLongDate(item.fecha)}
                              </time>
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              )
            }
          </QueryState>
        </div>
      </div>
    </section>
  );
}
