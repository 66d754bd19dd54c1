import Button from 'react-bootstrap/Button';
import { applyUpdate, useUpdateWaiting } from './pwa';

/** 'Nueva versión disponible — Actualizar': shown on every page once a new build is waiting. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <div className="update-prompt shadow" role="status">
      <span>Nueva versión disponible —</span>
      <Button size="sm" variant="light" onClick={applyUpdate}>
        Actualizar
      </Button>
    </div>
  );
}
