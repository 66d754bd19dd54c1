import { describe, expect, it } from 'vitest';
import { emptyReactionCounts, type Comment } from '@intranet/contract';
import { toThreads } from './threads';

const comment = (id: number, respuesta_a: number | null = null): Comment => ({
  id,
  tema_id: 1,
  username: `u${id}`,
  nombre: `Persona ${id}`,
  user_id: id,
  imagen_perfil: null,
  comentario: `Comentario ${id}`,
  fecha: new Date(Date.UTC(2026, 10, 26, 0, id)).toISOString(),
  fecha_edicion: null,
  respuesta_a,
  respuesta_a_nombre: respuesta_a === null ? null : `Persona ${respuesta_a}`,
  reacciones: emptyReactionCounts(),
  mine: null,
  version: 0,
});

describe('toThreads', () => {
  it('keeps top-level comments newest first and puts replies under them, oldest first', () => {
    const threads = toThreads([comment(6, 1), comment(5), comment(4, 1), comment(3, 2), comment(2), comment(1)]);
    expect(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)])).toEqual([
      [5, []],
      [2, [3]],
      [1, [4, 6]],
    ]);
  });

  it('shows a reply whose comment is not loaded on its own, where its date puts it', () => {
    const threads = toThreads([comment(9), comment(8, 3), comment(7)]);
    expect(threads.map((t) => t.comment.id)).toEqual([9, 8, 7]);
    expect(threads[1]!.replies).toEqual([]);
  });
});
