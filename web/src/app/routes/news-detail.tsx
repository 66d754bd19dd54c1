import Container from 'react-bootstrap/Container';
import { useParams } from 'react-router';
import { NewsDetail } from '../../features/news/components/news-detail';

/** /noticias/:id; an id that is not a positive integer is simply not found. */
export function NewsDetailRoute() {
  const { id } = useParams();
  const newsId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  return (
    <Container className="py-4 py-lg-5">
      <NewsDetail key={newsId} id={newsId} />
    </Container>
  );
}
