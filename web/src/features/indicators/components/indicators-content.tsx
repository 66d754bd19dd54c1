// Loaded when the panel first opens: the app shell's initial JavaScript stays within its budget.
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import { INDICATORS_ERROR_MESSAGE, type IndicatorKey } from '@intranet/contract';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useIndicators } from '../api';

/** `formatNumber` with exactly `d` decimals: every value of one indicator reads alike ('€ 1.021,50'). */
const fixed = (v: number, d: number) => formatNumber(v, d, d);

/** The six rows of the panel with their prefixes; IPC is a percentage. */
export const INDICATOR_ROWS: readonly { key: IndicatorKey; label: string; format: (v: number) => string }[] = [
  { key: 'uf', label: 'UF', format: (v) => `$ ${fixed(v, 2)}` },
  { key: 'dolar', label: 'Dólar', format: (v) => `US$ ${fixed(v, 2)}` },
  { key: 'euro', label: 'Euro', format: (v) => `€ ${fixed(v, 2)}` },
  { key: 'ipc', label: 'IPC', format: (v) => `${fixed(v, 1)} %` },
  { key: 'utm', label: 'UTM', format: (v) => `$ ${fixed(v, 0)}` },
  { key: 'libra_cobre', label: 'Libra cobre', format: (v) => `US$ ${fixed(v, 2)}` },
];

/**
 * The panel's body: loading, the failure text, or the rows with 'Última actualización'. When the upstream or the
 * network fails, the last known values stay with their date and a 'Reintentar' button.
 */
export function IndicatorsContent() {
  const { data, isPending, isError, isFetching, error, refetch } = useIndicators();
  useEffect(() => {
    if (isError) console.error('No se pudieron cargar los indicadores', error);
  }, [isError, error]);

  if (isPending) return <p className="indicators-status mb-0">Cargando indicadores...</p>;
  const retry = (
    <Button size="sm" variant="outline-primary" className="mt-2" disabled={isFetching} onClick={() => void refetch()}>
      Reintentar
    </Button>
  );
  if (!data) {
    return (
      <>
        <p className="indicators-status text-danger mb-0" role="alert">
          {INDICATORS_ERROR_MESSAGE}
        </p>
        {retry}
      </>
    );
  }
  const when = formatDateTime(data.obtenido);
  return (
    <>
      <p className="indicators-updated small mb-2">
        Última actualización: <time dateTime={data.obtenido}>{when}</time>
      </p>
      <dl className="indicators-list mb-0">
        {INDICATOR_ROWS.map(({ key, label, format }) => (
          <div key={key} className="indicators-row">
            <dt>{label}</dt>
            <dd className="mb-0">{format(data[key].valor)}</dd>
          </div>
        ))}
      </dl>
      {(isError || data.stale) && (
        <div className="indicators-stale small mt-2" role="status">
          <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
          No se pudieron actualizar; se muestran los últimos valores conocidos, del {when}.<div>{retry}</div>
        </div>
      )}
    </>
  );
}
