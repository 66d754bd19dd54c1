import { useState, type FormEvent } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import {
  SEARCH_COUNT_CAP,
  SEARCH_GROUP_LABELS,
  SEARCH_GROUPS,
  SEARCH_MESSAGES,
  SEARCH_MIN_LENGTH,
  type SearchGroup,
  type SearchItem,
  type SearchResponse,
} from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { Pagination } from '../../../components/pagination';
import { formatDate } from '../../../lib/format';
import { isSearchable, useSearch } from '../api';
import { GROUP_ICONS } from './group-icon';
import { Highlight } from './highlight';
import { SearchForm, SearchInput } from '../../../components/search-input';

const isGroup = (v: string | null): v is SearchGroup => SEARCH_GROUPS.includes(v as SearchGroup);
const countLabel = (n: number) => (n >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(n));

function ResultItem({ item, group, q }: { item: SearchItem; group: SearchGroup; q: string }) {
  return (
    <li className="search-result">
      <i className={`bi ${GROUP_ICONS[group]} search-result-icon`} aria-hidden="true" />
      <div className="min-w-0">
        <Link to={item.url} className="search-result-title">
          <Highlight text={item.titulo} q={q} />
        </Link>
        <div className="small text-body-secondary">
          <Highlight
            text={[item.detalle, item.fecha ? formatDate(item.fecha) : null].filter(Boolean).join(' · ')}
            q={q}
          />
        </div>
        {item.fragmento && (
          <p className="search-result-fragment mb-0">
            <Highlight text={item.fragmento} q={q} />
          </p>
        )}
      </div>
    </li>
  );
}

function Overview({ data, q, href }: { data: SearchResponse; q: string; href: (tipo?: SearchGroup) => string }) {
  return (
    <>
      {SEARCH_GROUPS.filter((g) => data.grupos[g].total > 0).map((group) => (
        <section key={group} className="mb-4" aria-labelledby={`search-${group}`}>
          <h2 id={`search-${group}`} className="h5">
            {SEARCH_GROUP_LABELS[group]}{' '}
            <span className="badge text-bg-light">{countLabel(data.grupos[group].total)}</span>
          </h2>
          <ul className="search-results list-unstyled mb-2">
            {data.grupos[group].items.map((item) => (
              <ResultItem key={item.url} item={item} group={group} q={q} />
            ))}
          </ul>
          {data.grupos[group].total > data.grupos[group].items.length && (
            <Link to={href(group)} className="small">
              Ver los {countLabel(data.grupos[group].total)} resultados de {SEARCH_GROUP_LABELS[group]}
            </Link>
          )}
        </section>
      ))}
    </>
  );
}

/** The results page body: a search form, tabs per group with counts, then the items (paged per group). */
export function SearchResults() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const tipoParam = params.get('tipo');
  const tipo = isGroup(tipoParam) ? tipoParam : undefined;
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const [text, setText] = useState(q);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    // The navbar changed the URL: show its text here too.
    setLastQ(q);
    setText(q);
  }
  const search = useSearch({ q, tipo, pagina }, { keepPrevious: true });
  const data = search.data;

  const href = (group?: SearchGroup, page = 1) => {
    const next = new URLSearchParams({ q });
    if (group) next.set('tipo', group);
    if (group && page > 1) next.set('pagina', String(page));
    return `/buscar?${next.toString()}`;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) setParams({ q: text.trim() });
  };
  const total = data ? SEARCH_GROUPS.reduce((n, g) => n + data.grupos[g].total, 0) : 0;

  return (
    <>
      <SearchForm className="mb-3" onSubmit={submit}>
        <SearchInput
          id="search-page-input"
          label="Buscar en la intranet"
          value={text}
          maxLength={200}
          onChange={setText}
          placeholder="Noticias, documentos, personas, cursos, foro…"
        >
          <button type="submit" className="btn btn-primary">
            <i className="bi bi-search" aria-hidden="true" />
            <span className="visually-hidden">Buscar</span>
          </button>
        </SearchInput>
      </SearchForm>

      {!isSearchable(q) ? (
        <p className="text-body-secondary">
          {q.length < SEARCH_MIN_LENGTH ? SEARCH_MESSAGES.short : SEARCH_MESSAGES.long}
        </p>
      ) : search.isError ? (
        <ErrorAlert error={search.error} onRetry={() => void search.refetch()} />
      ) : !data ? (
        <div className="text-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">Buscando...</span>
          </Spinner>
        </div>
      ) : (
        <>
          <nav aria-label="Tipos de resultado" className="search-tabs mb-3">
            <ul className="nav nav-tabs flex-nowrap">
              <li className="nav-item">
                <Link
                  to={href()}
                  className={`nav-link${tipo ? '' : ' active'}`}
                  aria-current={tipo ? undefined : 'page'}
                >
                  Todos <span className="badge text-bg-light">{countLabel(total)}</span>
                </Link>
              </li>
              {SEARCH_GROUPS.map((g) => (
                <li className="nav-item" key={g}>
                  <Link
                    to={href(g)}
                    className={`nav-link${tipo === g ? ' active' : ''}${data.grupos[g].total === 0 ? ' text-body-secondary' : ''}`}
                    aria-current={tipo === g ? 'page' : undefined}
                  >
                    {SEARCH_GROUP_LABELS[g]}{' '}
                    <span className="badge text-bg-light">{countLabel(data.grupos[g].total)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="visually-hidden" aria-live="polite">
            {total === 0 ? 'Sin resultados' : `${countLabel(total)} resultados`}
          </p>
          {(tipo ? data.grupos[tipo].total : total) === 0 ? (
            <p className="text-center text-body-secondary py-4">
              <i className="bi bi-inbox d-block fs-2 mb-2" aria-hidden="true" />
              No se encontraron resultados para «{q}».
            </p>
          ) : tipo ? (
            <>
              <ul className="search-results list-unstyled">
                {data.grupos[tipo].items.map((item) => (
                  <ResultItem key={item.url} item={item} group={tipo} q={q} />
                ))}
              </ul>
              <Pagination
                className="mt-3"
                page={pagina}
                totalPages={Math.ceil(data.grupos[tipo].total / data.por_pagina)}
                onChange={(p) => setParams({ q, tipo, ...(p > 1 ? { pagina: String(p) } : {}) })}
              />
            </>
          ) : (
            <Overview data={data} q={q} href={href} />
          )}
        </>
      )}
    </>
  );
}
