import { SHORTCUTS } from '../../../config/external-links';
import { LinkCards } from './link-cards';

/** Home shortcut grid: Talana, Rinde Gastos, Cursos Mutual, Soporte. */
export function ShortcutGrid() {
  return (
    <section className="shortcut-grid py-4" aria-labelledby="accesos-title">
      <div className="container">
        <h2 id="accesos-title" className="visually-hidden">
          Accesos directos
        </h2>
        <LinkCards links={SHORTCUTS} compact label="Accesos directos" />
      </div>
    </section>
  );
}
