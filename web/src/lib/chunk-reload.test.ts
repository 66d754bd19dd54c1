import { describe, expect, it, vi } from 'vitest';
import { installChunkReload, isChunkLoadError, isReloadingForNewVersion } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

function setup(storage: ReturnType<typeof memoryStorage>) {
  const target = new EventTarget();
  const reload = vi.fn();
  installChunkReload({ storage, reload, target: target as unknown as Window });
  const fire = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { reload, fire };
}

describe('reload once after a failed chunk', () => {
  it('reloads on the first failure and swallows the failures that follow while reloading', () => {
    const storage = memoryStorage();
    const { reload, fire } = setup(storage);
    expect(fire()).toBe(true);
    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isReloadingForNewVersion()).toBe(true);
    expect(storage.data.size).toBe(1);
  });

  it('lets the error through in the page load that follows the reload, and forgets the guard', () => {
    const storage = memoryStorage();
    setup(storage).fire();
    const second = setup(storage);
    expect(storage.data.size).toBe(0);
    expect(second.fire()).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
    expect(isReloadingForNewVersion()).toBe(false);
    // A later page load (the user pressed 'Reintentar') may reload once again.
    const third = setup(storage);
    expect(third.fire()).toBe(true);
    expect(third.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when storage is blocked (the guard could not survive the reload)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const { reload, fire } = setup(blocked as unknown as ReturnType<typeof memoryStorage>);
    expect(fire()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells chunk download failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for http://x/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('texto')).toBe(false);
  });
});
