import { lazy, Suspense } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import './indicators-panel.css';

const IndicatorsContent = lazy(() => import('./indicators-content').then((m) => ({ default: m.IndicatorsContent })));

/** 'Indicadores Económicos' in the header: a button that opens the panel. */
export function IndicatorsPanel() {
  return (
    <Dropdown align="end" autoClose="outside" className="indicators-dropdown">
      <Dropdown.Toggle variant="outline-light" size="sm" id="indicadores-toggle" className="indicators-toggle">
        <i className="bi bi-graph-up me-1" aria-hidden="true" />
        Indicadores
      </Dropdown.Toggle>
      <Dropdown.Menu className="indicators-menu p-3" aria-labelledby="indicadores-toggle">
        <h2 className="indicators-title h6 mb-1">Indicadores Económicos</h2>
        <Suspense fallback={<p className="indicators-status mb-0">Cargando indicadores...</p>}>
          <IndicatorsContent />
        </Suspense>
      </Dropdown.Menu>
    </Dropdown>
  );
}
