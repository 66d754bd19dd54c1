import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchForm, SearchInput } from './search-input';

describe('SearchInput', () => {
  it('a bare filter: one search box named by its Spanish label, with the class and style on the box', () => {
    const html = renderToStaticMarkup(
      <SearchInput
        label="Buscar nodos"
        placeholder="Buscar por nombre..."
        value=""
        onChange={() => {}}
        className="mb-3"
      />,
    );
    expect(html).toMatch(/^<input [^>]*type="search"/);
    expect(html).toContain('aria-label="Buscar nodos"');
    expect(html).toContain('autoComplete="off"');
    expect(html).toContain('class="mb-3 form-control"');
    expect(html).not.toContain('input-group');
  });

  it('with icon and addon: an input group, the magnifier hidden from screen readers, the addon after the box', () => {
    const html = renderToStaticMarkup(
      <SearchInput id="s" label="Buscar noticias" icon size="lg" value="x" onChange={() => {}}>
        <button type="submit">Buscar</button>
      </SearchInput>,
    );
    expect(html).toMatch(/^<div class="input-group input-group-lg">/);
    expect(html).toContain('<span class="input-group-text" aria-hidden="true"><i class="bi bi-search"></i></span>');
    expect(html.indexOf('id="s"')).toBeLessThan(html.indexOf('<button'));
  });

  it('SearchForm is a search landmark', () => {
    expect(renderToStaticMarkup(<SearchForm className="mb-4">x</SearchForm>)).toBe(
      '<form role="search" class="mb-4">x</form>',
    );
  });
});
