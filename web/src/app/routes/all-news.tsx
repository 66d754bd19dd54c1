import Container from 'react-bootstrap/Container';
import { site } from '../../config/site';
import { NewsList } from '../../features/news/components/news-list';

export function AllNewsRoute() {
  return (
    <Container className="py-4 py-lg-5">
      <title>{`Últimas Noticias | ${site.appName}`}</title>
      <h1 className="mb-4">Últimas Noticias</h1>
      <NewsList />
    </Container>
  );
}
