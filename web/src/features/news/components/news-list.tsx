import { useEffect, useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NEWS_PAGE_SIZE } from '@intranet/contract';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { useNewsPage } from '../api';
import { NewsCard } from './news-card';
import { SearchForm, SearchInput } from '../../../components/search-input';
import { removeBootOverlay } from '../../../lib/boot-overlay';

const SEARCH_DELAY_MS = 300;

/**
 * 'Últimas Noticias': search box, 3-column cards and page numbers. The search runs on the
 * server (the client never holds every news item); text and page live in the address (?q=&page=).
 */
export function NewsList() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);

  // Search as the user types, once he pauses.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const list = useNewsPage({ q: q || undefined, page });
  const { data, isPlaceholderData, error, fetchStatus } = list;
  // The title and first card the server painted with the HTML go in the frame this list paints its own (the same
  // picture, already in memory), or when the list failed or waits for the network.
  useLayoutEffect(() => {
    if (data !== undefined || error || fetchStatus === 'paused') removeBootOverlay();
  }, [data, error, fetchStatus]);
  useEffect(() => {
    if (error) console.error('Error al obtener noticias', error);
  }, [error]);

  const goTo = (next: number) => {
    setParams(q ? { q, page: String(next) } : { page: String(next) });
    window.scrollTo({ top: 0 });
  };
  const totalPages = data ? Math.ceil(data.total / NEWS_PAGE_SIZE) : 0;

  return (
    <>
      <SearchForm className="mb-4">
        <SearchInput
          id="news-search"
          label="Buscar noticias"
          icon
          size="lg"
          placeholder="Buscar noticias por nombre, área o contenido..."
          value={text}
          onChange={setText}
          maxLength={100}
        />
      </SearchForm>
      <QueryState query={list} empty="No se encontraron noticias." isEmpty={(d) => d.items.length === 0}>
        {(found) => (
          <>
            <p className="visually-hidden" role="status">
              {found.total === 1 ? '1 noticia encontrada' : `${found.total} noticias encontradas`}
            </p>
            <div
              className={`row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 mb-4 ${isPlaceholderData ? 'opacity-50' : ''}`}
            >
              {found.items.map((news, index) => (
                <div className="col" key={news.id}>
                  <NewsCard news={news} firstRow={index < 3 ? { first: index === 0 } : undefined} />
                </div>
              ))}
            </div>
            <Pagination page={page} totalPages={totalPages} onChange={goTo} />
          </>
        )}
      </QueryState>
    </>
  );
}
