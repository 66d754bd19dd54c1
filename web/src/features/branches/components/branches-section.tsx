import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BRANCHES } from '@intranet/contract';
import './branches-section.css';

// Leaflet stays out of the home page's first bundle.
const BranchMap = lazy(() => import('./branch-map'));

export function MapFallback({ height = 420 }: { height?: number | string }) {
  return (
    <div className="map-fallback d-flex align-items-center justify-content-center rounded-3" style={{ height }}>
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span className="ms-2">Cargando mapa...</span>
    </div>
  );
}

/** Lazy Leaflet map of the branches, for other screens (the admin panel). */
export function BranchesMap(props: { height?: number | string; label?: string }) {
  return (
    <Suspense fallback={<MapFallback height={props.height} />}>
      <BranchMap selectedId={null} {...props} />
    </Suspense>
  );
}

/** True once the element comes within `margin` of the viewport (then stays true). */
function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

/** Home 'Nuestras Sucursales': the list of branches beside the map. */
export function BranchesSection() {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [resetKey, setResetKey] = useState(0);
  // The map's code and tiles load only when the section comes near the screen.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const reset = () => {
    setSelectedId(null);
    setResetKey((k) => k + 1);
  };
  return (
    <section ref={sectionRef} className="branches-section py-5" aria-labelledby="sucursales-title">
      <div className="container">
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
          <h2 id="sucursales-title" className="section-title mb-0">
            Nuestras Sucursales
          </h2>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={reset}>
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            Restablecer vista
          </button>
        </div>
        <div className="row g-3">
          <div className="col-lg-4">
            <ul className="list-group branch-list shadow-sm" aria-label="Sucursales">
              {BRANCHES.map((b) => (
                <li key={b.id} className={`list-group-item p-0${b.id === selectedId ? ' active' : ''}`}>
                  <button
                    type="button"
                    className="branch-button w-100 text-start"
                    aria-pressed={b.id === selectedId}
                    onClick={() => setSelectedId(b.id)}
                  >
                    <i className="bi bi-geo-alt-fill me-2" aria-hidden="true" />
                    {b.nombre}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="col-lg-8">
            {near ? (
              <Suspense fallback={<MapFallback />}>
                <BranchMap selectedId={selectedId} onSelect={setSelectedId} resetKey={resetKey} />
              </Suspense>
            ) : (
              <MapFallback />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
