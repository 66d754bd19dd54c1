import { lazy, Suspense } from 'react';
import { Dropdown } from '../../../components/dropdown';
import './indicators-panel.css';

const IndicatorsContent = lazy(() => import('./indicators-content').then((m) => ({ default: m.IndicatorsContent })));

/** 'Indicadores Económicos' in the header: a button that opens the panel. */
export function IndicatorsPanel() {
  return (
    <Dropdown
      id="indicadores-toggle"
      label={
        <>
          <i className="bi bi-graph-up me-1" aria-hidden="true" />
          Indicadores
        </>
      }
      alignEnd
      autoClose="outside"
      className="indicators-dropdown"
      toggleClassName="indicators-toggle btn btn-outline-light btn-sm"
      menuClassName="indicators-menu p-3"
    >
      <h2 className="indicators-title h6 mb-1">Indicadores Económicos</h2>
      <Suspense fallback={<p className="indicators-status mb-0">Cargando indicadores...</p>}>
        <IndicatorsContent />
      </Suspense>
    </Dropdown>
  );
}
