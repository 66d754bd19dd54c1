import { describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { emptyReactionCounts, type Comment, type Topic } from '@intranet/contract';
import { applyForumEvent, prependComment, withReactions, withTopic } from './cache';
import { forumKeys, type CommentPages } from './keys';

const comment = (id: number, over: Partial<Comment> = {}): Comment => ({
  id,
  tema_id: 1,
  username: 'ana',
  nombre: 'Ana Pérez',
  user_id: 1,
  imagen_perfil: null,
  comentario: `c${id}`,
  fecha: '2025-01-01T00:00:00.000Z',
  fecha_edicion: null,
  respuesta_a: null,
  respuesta_a_nombre: null,
  reacciones: emptyReactionCounts(),
  mine: null,
  version: 0,
  ...over,
});
const topic = (id: number, activo = true): Topic => ({
  id,
  titulo: `t${id}`,
  descripcion: null,
  imagen: null,
  fecha_creacion: '2025-01-01T00:00:00.000Z',
  total_comentarios: 0,
  ultima_actividad: '2025-01-01T00:00:00.000Z',
  autor_id: null,
  autor_nombre: null,
  activo,
});
const pages = (...p: Comment[][]): CommentPages => ({ pages: p, pageParams: p.map((_, i) => (i ? 1 : undefined)) });
const ids = (d: CommentPages | undefined) => d?.pages.map((p) => p.map((c) => c.id));

describe('forum cache', () => {
  it('adds a new comment at the top once, even if it arrives twice', () => {
    const once = prependComment(pages([comment(3), comment(2)], [comment(1)]), comment(4));
    expect(ids(once)).toEqual([[4, 3, 2], [1]]);
    expect(prependComment(once, comment(4))).toBe(once);
    expect(prependComment(undefined, comment(4))).toBeUndefined();
  });

  it('ignores reaction states older than the one shown, and sets mine only when told', () => {
    const data = pages([comment(1, { version: 5, mine: '👍' })]);
    const older = withReactions(data, 1, { reacciones: { ...emptyReactionCounts(), '😢': 9 }, version: 4 }, null);
    expect(older!.pages[0]![0]).toMatchObject({ version: 5, mine: '👍' });
    const counts = { ...emptyReactionCounts(), '🎉': 2 };
    const newer = withReactions(data, 1, { reacciones: counts, version: 6 }, undefined);
    expect(newer!.pages[0]![0]).toMatchObject({ version: 6, reacciones: counts, mine: '👍' });
    const mine = withReactions(data, 1, { reacciones: counts, version: 7 }, '🎉');
    expect(mine!.pages[0]![0]!.mine).toBe('🎉');
  });

  it('keeps topic lists newest first', () => {
    expect(withTopic([topic(3), topic(1)], topic(2))!.map((t) => t.id)).toEqual([3, 2, 1]);
    expect(withTopic([topic(3), topic(1)], { ...topic(1), titulo: 'nuevo' })!.map((t) => t.titulo)).toEqual([
      't3',
      'nuevo',
    ]);
  });

  it('applies events to the caches of the page', () => {
    const qc = new QueryClient();
    qc.setQueryData(forumKeys.topics, [topic(2), topic(1)]);
    qc.setQueryData(forumKeys.comments(1), pages([comment(1)]));

    applyForumEvent(qc, { type: 'comentario-nuevo', tema_id: 1, comentario: comment(2) });
    expect(ids(qc.getQueryData(forumKeys.comments(1)))).toEqual([[2, 1]]);

    applyForumEvent(qc, {
      type: 'reacciones',
      tema_id: 1,
      comentario_id: 2,
      reacciones: { ...emptyReactionCounts(), '❤️': 1 },
      version: 1,
      mine: '❤️',
    });
    expect(qc.getQueryData<CommentPages>(forumKeys.comments(1))!.pages[0]![0]).toMatchObject({
      mine: '❤️',
      reacciones: { '❤️': 1 },
    });
    // Someone else's reaction: counts change, `mine` stays.
    applyForumEvent(qc, {
      type: 'reacciones',
      tema_id: 1,
      comentario_id: 2,
      reacciones: { ...emptyReactionCounts(), '❤️': 1, '👍': 1 },
      version: 2,
    });
    expect(qc.getQueryData<CommentPages>(forumKeys.comments(1))!.pages[0]![0]).toMatchObject({
      mine: '❤️',
      reacciones: { '❤️': 1, '👍': 1 },
    });

    applyForumEvent(qc, {
      type: 'comentario-editado',
      tema_id: 1,
      id: 1,
      comentario: 'editado',
      fecha_edicion: '2025-01-02T00:00:00.000Z',
    });
    expect(qc.getQueryData<CommentPages>(forumKeys.comments(1))!.pages[0]![1]!.comentario).toBe('editado');

    applyForumEvent(qc, { type: 'comentario-eliminado', tema_id: 1, id: 2 });
    expect(ids(qc.getQueryData(forumKeys.comments(1)))).toEqual([[1]]);

    applyForumEvent(qc, { type: 'tema', tema: topic(3) });
    expect(qc.getQueryData<Topic[]>(forumKeys.topics)!.map((t) => t.id)).toEqual([3, 2, 1]);
    applyForumEvent(qc, { type: 'tema', tema: topic(3, false) });
    applyForumEvent(qc, { type: 'tema-oculto', id: 1 });
    expect(qc.getQueryData<Topic[]>(forumKeys.topics)!.map((t) => t.id)).toEqual([2]);
    expect(qc.getQueryData(forumKeys.comments(1))).toBeUndefined();
  });

  it('a read of the comments in flight when a new comment arrives is replaced by a fresh one (no stale overwrite)', async () => {
    const qc = new QueryClient();
    // The server's answers: the first read started before the comment was saved, the next one after.
    const answers = [[comment(1)], [comment(2), comment(1)]];
    let release!: () => void;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const observer = new InfiniteQueryObserver(qc, {
      queryKey: forumKeys.comments(1),
      queryFn: async () => {
        const answer = answers[Math.min(reads++, 1)]!;
        if (reads === 1) await firstHeld;
        return answer;
      },
      initialPageParam: undefined as number | undefined,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => reads).toBe(1);

    // The event comes while the first read is still on its way, with nothing to apply it to yet.
    applyForumEvent(qc, { type: 'comentario-nuevo', tema_id: 1, comentario: comment(2) });
    release();
    await expect.poll(() => ids(qc.getQueryData(forumKeys.comments(1)))).toEqual([[2, 1]]);
    expect(reads).toBe(2);
    unsubscribe();
  });

  it('a read in flight whose query is removed before it ends leaves no listener behind', async () => {
    const qc = new QueryClient();
    let reads = 0;
    const observer = new InfiniteQueryObserver(qc, {
      queryKey: forumKeys.comments(1),
      // Never answers: the query is removed while this read is on its way.
      queryFn: () => {
        reads++;
        return new Promise<Comment[]>(() => {});
      },
      initialPageParam: undefined as number | undefined,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => reads).toBe(1);
    applyForumEvent(qc, { type: 'comentario-nuevo', tema_id: 1, comentario: comment(2) });
    expect(qc.getQueryCache().hasListeners()).toBe(true);

    unsubscribe();
    qc.removeQueries({ queryKey: forumKeys.comments(1) });
    expect(qc.getQueryCache().find({ queryKey: forumKeys.comments(1) })).toBeUndefined();
    expect(qc.getQueryCache().hasListeners()).toBe(false);
    expect(reads).toBe(1);
  });

  it('an event about a topic whose comments are read and idle reads nothing again', () => {
    const qc = new QueryClient();
    qc.setQueryData(forumKeys.comments(1), pages([comment(1)]));
    const before = qc.getQueryState(forumKeys.comments(1))!.dataUpdateCount;
    applyForumEvent(qc, { type: 'comentario-nuevo', tema_id: 1, comentario: comment(2) });
    expect(qc.getQueryState(forumKeys.comments(1))!.isInvalidated).toBe(false);
    expect(qc.getQueryState(forumKeys.comments(1))!.dataUpdateCount).toBe(before + 1);
  });
});
