import { useEffect } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { INDICATORS_ERROR_MESSAGE, type IndicatorKey } from '@intranet/contract';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useIndicators } from '../api';
import './indicators-panel.css';

/** The six rows of the panel with their prefixes (spec §2); IPC is a percentage. */
export const INDICATOR_ROWS: readonly { key: IndicatorKey; label: string; format: (v: number) => string }[] = [
  { key: 'uf', label: 'UF', format: (v) => `$ ${formatNumber(v, 2)}` },
  { key: 'dolar', label: 'Dólar', format: (v) => `US$ ${formatNumber(v, 2)}` },
  { key: 'euro', label: 'Euro', format: (v) => `€ ${formatNumber(v, 2)}` },
  { key: 'ipc', label: 'IPC', format: (v) => `${formatNumber(v, 1)} %` },
  { key: 'utm', label: 'UTM', format: (v) => `$ ${formatNumber(v, 0)}` },
  { key: 'libra_cobre', label: 'Libra cobre', format: (v) => `US$ ${formatNumber(v, 2)}` },
];

/** The panel's body: loading, the failure text, or the rows with 'Última actualización'. */
export function IndicatorsContent() {
  const { data, isPending, isError, dataUpdatedAt, error } = useIndicators();
  useEffect(() => {
    if (isError) console.error('No se pudieron cargar los indicadores', error);
  }, [isError, error]);

  if (isPending) return <p className="indicators-status mb-0">Cargando indicadores...</p>;
  if (isError || !data) {
    return (
      <p className="indicators-status text-danger mb-0" role="alert">
        {INDICATORS_ERROR_MESSAGE}
      </p>
    );
  }
  return (
    <>
      <p className="indicators-updated small mb-2">
        Última actualización:{' '}
        <time dateTime={new Date(dataUpdatedAt).toISOString()}>{formatDateTime(new Date(dataUpdatedAt))}</time>
      </p>
      <dl className="indicators-list mb-0">
        {INDICATOR_ROWS.map(({ key, label, format }) => (
          <div key={key} className="indicators-row">
            <dt>{label}</dt>
            <dd className="mb-0">{format(data[key].valor)}</dd>
          </div>
        ))}
      </dl>
      {data.stale && (
        <p className="indicators-stale small mb-0 mt-2">
          <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
          Valores de la última consulta exitosa.
        </p>
      )}
    </>
  );
}

/** 'Indicadores Económicos' in the header: a button that opens the panel. */
export function IndicatorsPanel() {
  return (
    <Dropdown align="end" className="indicators-dropdown">
      <Dropdown.Toggle variant="outline-light" size="sm" id="indicadores-toggle" className="indicators-toggle">
        <i className="bi bi-graph-up me-1" aria-hidden="true" />
        Indicadores
      </Dropdown.Toggle>
      <Dropdown.Menu className="indicators-menu p-3" aria-labelledby="indicadores-toggle">
        <h2 className="indicators-title h6 mb-1">Indicadores Económicos</h2>
        <IndicatorsContent />
      </Dropdown.Menu>
    </Dropdown>
  );
}
