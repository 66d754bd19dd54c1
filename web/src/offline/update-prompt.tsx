import { applyUpdate, useUpdateWaiting } from './pwa';

/** 'Nueva versión disponible — Actualizar': shown on every page once a new build is waiting. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-prompt shadow" role="status">
      <span>Nueva versión disponible —</span>
      <button type="button" className="btn btn-sm btn-light" onClick={applyUpdate}>
        Actualizar
      </button>
    </div>
  );
}
