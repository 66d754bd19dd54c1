import { describe, expect, it } from 'vitest';
import { isCachedApiPath, isCachedImagePath } from './shared';

describe('what the service worker keeps', () => {
  it('keeps the pictures of every folder except the documents', () => {
    expect(isCachedImagePath('/api/uploads/slides/70850c34352faeccf986996bf1d6ca84.thumb.webp')).toBe(true);
    expect(isCachedImagePath('/api/uploads/news/5fb71effc73670ee5f22b8d4baf248a5.webp')).toBe(true);
    expect(isCachedImagePath('/api/uploads/announcements/a.png')).toBe(true);
    expect(isCachedImagePath('/api/uploads/documents/a.png')).toBe(false);
    expect(isCachedImagePath('/api/uploads/documents/a.pdf')).toBe(false);
    expect(isCachedImagePath('/api/uploads/news/a.pdf')).toBe(false);
    expect(isCachedImagePath('/api/uploads/news/../documents/a.webp')).toBe(false);
    expect(isCachedImagePath('/api/noticias')).toBe(false);
  });

  it('keeps the worker screens’ answers, never an admin call', () => {
    expect(isCachedApiPath('/api/noticias')).toBe(true);
    expect(isCachedApiPath('/api/comentarios/3')).toBe(true);
    expect(isCachedApiPath('/api/admin/noticias')).toBe(false);
    expect(isCachedApiPath('/api/users')).toBe(false);
    expect(isCachedApiPath('/api/uploads/news/a.webp')).toBe(false);
  });
});
