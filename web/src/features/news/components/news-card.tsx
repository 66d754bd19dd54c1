import { Link } from 'react-router';
import type { NewsListItem } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import '../news.css';

interface NewsCardProps {
  news: NewsListItem;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /**
   * A card of the list's first row, on screen when the page opens: its picture is asked for at once (the first
   * one ahead of the rest) instead of after the layout, when a lazy picture is found in view (it was /all-news'
   * largest element, requested 3 s late on a slow phone).
   */
  firstRow?: { first: boolean };
}

/** A news card: picture (thumbnail), name, area, 100-character excerpt, date and a link to the detail. */
export function NewsCard({ news, headingLevel = 'h2', firstRow }: NewsCardProps) {
  const Heading = headingLevel;
  return (
    <div className="card news-card h-100 position-relative">
      <ImageWithFallback
        src={storedImageUrl(news.imagen, true)}
        alt=""
        width={480}
        height={270}
        className="card-img-top"
        loading={firstRow ? 'eager' : 'lazy'}
        fetchPriority={firstRow?.first ? 'high' : undefined}
      />
      <div className="card-body d-flex flex-column">
        <div className="news-area mb-1">{news.area}</div>
        <Heading className="card-title">
          <Link to={paths.newsDetail.getHref(news.id)}>{news.nombre}</Link>
        </Heading>
        <p className="card-text text-body-secondary flex-grow-1">{news.extracto}</p>
        <div className="d-flex justify-content-between align-items-center small">
          <time dateTime={news.fecha} className="text-body-secondary">
            {formatLongDate(news.fecha)}
          </time>
          <span className="text-primary fw-semibold" aria-hidden="true">
            Leer más <i className="bi bi-arrow-right" />
          </span>
        </div>
      </div>
    </div>
  );
}
