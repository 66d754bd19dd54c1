import Container from 'react-bootstrap/Container';
import { useSearchParams } from 'react-router';
import { site } from '../../config/site';
import { SearchResults } from '../../features/search/components/search-results';

/** /buscar?q=&tipo=&pagina=: results of the search across the intranet. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <Container className="py-4 py-md-5">
      <title>{`${q ? `${q} – ` : ''}Búsqueda | ${site.appName}`}</title>
      <h1 className="h2 mb-3">Resultados de búsqueda</h1>
      <SearchResults />
    </Container>
  );
}
