import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_GROUP_LABELS, SEARCH_GROUPS, type SearchGroup, type SearchItem } from '@intranet/contract';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { isSearchable, useSearch } from '../api';
import { GROUP_ICONS } from './group-icon';
import { Highlight } from './highlight';
import '../search.css';

/** Suggestions shown under the box at most. */
const MAX_SUGGESTIONS = 8;

interface Option {
  key: string;
  url: string;
  group?: SearchGroup;
  item?: SearchItem;
}

/** The results page of a text. */
export const searchPageUrl = (q: string) => `/buscar?q=${encodeURIComponent(q.trim())}`;

/** True when a key press happens while the person is typing somewhere (then '/' is just a character). */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * The navbar's search across the intranet: opened with '/' or Ctrl+K (⌘K), live suggestions after two
 * characters (a combobox: arrows move, Enter opens, Escape closes), Enter on the text opens /buscar.
 */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const q = useDebouncedValue(text.trim(), 200);
  const results = useSearch({ q });

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const ctrlK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
      if (!ctrlK && !slash) return;
      e.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const options = useMemo<Option[]>(() => {
    if (!isSearchable(q) || !results.data) return [];
    const found: Option[] = [];
    // Round-robin over the groups so one busy group does not hide the others.
    for (let i = 0; i < 5 && found.length < MAX_SUGGESTIONS; i++) {
      for (const group of SEARCH_GROUPS) {
        const item = results.data.grupos[group].items[i];
        if (item && found.length < MAX_SUGGESTIONS)
          found.push({ key: `${group}-${item.url}`, url: item.url, group, item });
      }
    }
    found.sort((a, b) => SEARCH_GROUPS.indexOf(a.group!) - SEARCH_GROUPS.indexOf(b.group!));
    found.push({ key: 'all', url: searchPageUrl(q) });
    return found;
  }, [q, results.data]);

  const showList = open && isSearchable(text) && options.length > 0;
  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    onNavigate?.();
    void navigate(url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: the arrows cycle through the options and back to it.
      setActive((i) => {
        const next = i + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = showList && active >= 0 ? options[active] : undefined;
      if (chosen) go(chosen.url);
      else if (isSearchable(text)) go(searchPageUrl(text));
    } else if (e.key === 'Escape') {
      if (showList) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else inputRef.current?.blur();
    }
  };

  const activeId = showList && active >= 0 && active < options.length ? `${listId}-${active}` : undefined;
  let lastGroup: SearchGroup | undefined;

  return (
    <form role="search" className="navbar-search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Buscar en la intranet
      </label>
      <div className="navbar-search-field">
        <i className="bi bi-search" aria-hidden="true" />
        <input
          ref={inputRef}
          id={`${listId}-input`}
          type="search"
          className="form-control form-control-sm"
          placeholder="Buscar…"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-keyshortcuts="/ Control+K"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <kbd className="navbar-search-hint" aria-hidden="true">
          /
        </kbd>
      </div>
      <ul id={listId} role="listbox" aria-label="Sugerencias" className="navbar-search-list" hidden={!showList}>
        {showList &&
          options.map((o, i) => {
            const heading = o.group && o.group !== lastGroup ? o.group : undefined;
            lastGroup = o.group ?? lastGroup;
            return (
              <li
                key={o.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`navbar-search-option${i === active ? ' active' : ''}${o.item ? '' : ' see-all'}`}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(o.url);
                }}
                onMouseEnter={() => setActive(i)}
              >
                {heading && <span className="navbar-search-group">{SEARCH_GROUP_LABELS[heading]}</span>}
                {o.item ? (
                  <span className="navbar-search-item">
                    <i className={`bi ${GROUP_ICONS[o.group!]} me-2`} aria-hidden="true" />
                    <span className="text-truncate">
                      <Highlight text={o.item.titulo} q={q} />
                      {o.item.detalle && <small className="d-block text-truncate">{o.item.detalle}</small>}
                    </span>
                  </span>
                ) : (
                  <span className="navbar-search-item">
                    <i className="bi bi-arrow-return-left me-2" aria-hidden="true" />
                    {options.length === 1
                      ? `Sin sugerencias: buscar «${q}» en toda la intranet`
                      : `Ver todos los resultados de «${q}»`}
                  </span>
                )}
              </li>
            );
          })}
      </ul>
    </form>
  );
}
