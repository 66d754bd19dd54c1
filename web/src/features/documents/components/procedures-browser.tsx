import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DOCUMENT_MESSAGES, DOCUMENTS_PAGE_SIZE, isSubareaOf, type DocumentItem } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { Pagination } from '../../../components/pagination';
import { useDocumentCounts, useDocumentsPage } from '../api';
import { useDebouncedValue, usePageFor } from '../../../lib/use-debounced-value';
import { AreasAccordion, countKey, type SubareaChoice } from './areas-accordion';
import { DocumentList } from './document-list';
import { lazyNamed } from '../../../lib/lazy-screen';
import { SavedOfflineList } from './saved-offline';
import { SearchForm, SearchInput } from '../../../components/search-input';

const DocumentPreviewModal = lazyNamed(() => import('./document-preview-modal'), 'DocumentPreviewModal');

/**
 * The public Documents page body: search by name, the area/sub-area accordion and the panel with the
 * chosen sub-area's visible documents. Only that sub-area's page is asked from the server. Without a
 * sub-area, a search looks through every area. The choice lives in the URL (?area=&subarea=).
 */
export function ProceduresBrowser() {
  const [params, setParams] = useSearchParams();
  const areaParam = params.get('area') ?? '';
  const subareaParam = params.get('subarea') ?? '';
  const selected: SubareaChoice | null = isSubareaOf(areaParam, subareaParam)
    ? { area: areaParam as SubareaChoice['area'], subarea: subareaParam }
    : null;

  // A result of the intranet search arrives with ?buscar=<name>&documento=<id>: filter by it and open it.
  const [search, setSearch] = useState(params.get('buscar') ?? '');
  const nombre = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = usePageFor(`${areaParam}|${subareaParam}|${nombre}`);
  const [preview, setPreview] = useState<DocumentItem | null>(null);
  const [previewed, setPreviewed] = useState(false);
  if (preview && !previewed) setPreviewed(true);
  const [wantedId, setWantedId] = useState(() => Number(params.get('documento')) || null);
  const counts = useDocumentCounts();
  const countMap = counts.data
    ? new Map(counts.data.map((c) => [countKey(c.area, c.subarea), c.total] as const))
    : undefined;

  const active = selected !== null || nombre !== '';
  const list = useDocumentsPage(
    {
      area: selected?.area,
      subarea: selected?.subarea,
      // The same full-text search as the rest of the intranet (name, area, sub-area, PDF text).
      q: nombre || undefined,
      orden: 'nombre',
      pagina: page,
      por_pagina: DOCUMENTS_PAGE_SIZE,
    },
    { enabled: active },
  );

  const wanted = wantedId !== null ? list.data?.items.find((d) => d.id === wantedId) : undefined;
  if (wanted) {
    setWantedId(null);
    setPreview(wanted);
  }

  // After a click on a sub-area, move focus (and the phone's scroll) to its panel.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPanel = useRef(false);
  useEffect(() => {
    if (focusPanel.current) {
      focusPanel.current = false;
      headingRef.current?.focus();
    }
  }, [areaParam, subareaParam]);

  const choose = (choice: SubareaChoice) => {
    focusPanel.current = true;
    setParams({ area: choice.area, subarea: choice.subarea });
  };

  const title = selected ? `Procedimientos de ${selected.subarea}` : 'Resultados de la búsqueda';
  const totalPages = list.data ? Math.ceil(list.data.total / list.data.por_pagina) : 0;

  return (
    <>
      <SavedOfflineList />
      <SearchForm className="mb-4 documents-search">
        <SearchInput
          id="documents-search"
          label="Buscar documentos por nombre, área o contenido"
          icon
          placeholder="Buscar por nombre, área o contenido..."
          value={search}
          onChange={setSearch}
        />
        <small className="form-text">
          {selected ? `Busque dentro de ${selected.subarea}.` : 'Busque en todas las áreas, o elija una subárea.'}
        </small>
      </SearchForm>

      <div className="row g-4">
        <div className="col-md-5 col-lg-4">
          <AreasAccordion selected={selected} onSelect={choose} counts={countMap} />
        </div>
        <div className="col-md-7 col-lg-8">
          <section className="documents-panel card shadow-sm h-100" aria-labelledby="documents-panel-title">
            <div className="card-body">
              {!active ? (
                <div className="documents-empty text-center py-5">
                  <i className="bi bi-folder2-open display-5 text-accent" aria-hidden="true" />
                  <h2 id="documents-panel-title" className="h5 mt-3 mb-0" ref={headingRef} tabIndex={-1}>
                    {DOCUMENT_MESSAGES.elegir}
                  </h2>
                </div>
              ) : (
                <>
                  <div className="d-flex align-items-start justify-content-between gap-2 mb-3">
                    <div>
                      <h2 id="documents-panel-title" className="h4 mb-1" ref={headingRef} tabIndex={-1}>
                        {title}
                      </h2>
                      {selected && <p className="small text-body-secondary mb-0">{selected.area}</p>}
                    </div>
                    {list.isFetching && (
                      <div className="spinner-border spinner-border-sm mt-2" role="status">
                        <span className="visually-hidden">Cargando...</span>
                      </div>
                    )}
                  </div>
                  {list.isError ? (
                    <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
                  ) : !list.data ? null : list.data.items.length === 0 ? (
                    <p className="documents-none text-center text-body-secondary py-4 mb-0">
                      <i className="bi bi-inbox d-block fs-2 mb-2" aria-hidden="true" />
                      {DOCUMENT_MESSAGES.vacio}
                    </p>
                  ) : (
                    <>
                      <p className="small text-body-secondary" aria-live="polite">
                        {list.data.total === 1 ? '1 documento' : `${list.data.total} documentos`}
                      </p>
                      <DocumentList documents={list.data.items} showPlace={!selected} onPreview={setPreview} />
                      <Pagination className="mt-3" page={page} totalPages={totalPages} onChange={setPage} />
                    </>
                  )}
                </>
              )}
            </div>
          </section>
        </div>
      </div>
      {/* Loaded with the first 'Ver' (react-bootstrap's modal is not part of the page's first files); kept after. */}
      {previewed && (
        <Suspense fallback={null}>
          <DocumentPreviewModal document={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </>
  );
}
