import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch } from './search';

describe('directory search', () => {
  it('ignores case and accents', () => {
    expect(normalizeSearch('  José MUÑOZ ')).toBe('jose munoz');
    expect(matchesSearch('munoz', 'jmunoz', 'Jefe de Operaciones')).toBe(true);
    expect(matchesSearch('OPERACIÓN', null, 'Jefe de Operaciones')).toBe(true);
    expect(matchesSearch('geóloga', 'ana', 'Contadora', 'ana@empresa.cl')).toBe(false);
  });
  it('matches everything with an empty query', () => {
    expect(matchesSearch('   ', 'x')).toBe(true);
  });
});
