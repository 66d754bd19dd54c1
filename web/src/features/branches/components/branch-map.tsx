import { useEffect, useMemo, useState } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { BRANCHES, MAP_CENTER, type Branch } from '@intranet/contract';
import { useClientConfig } from '../api';
import './branch-map.css';

/** A chosen branch zooms to 18 in 0.5 s; the initial and reset view is zoom 3 on Santiago. */
export const BRANCH_ZOOM = 18;
export const INITIAL_ZOOM = 3;
const FLY_SECONDS = 0.5;

/** Map pins drawn here (no external icon host): navy for a branch, a larger copper one for the chosen. */
function pin(color: string, size: number, className: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 36" width="${size}" height="${size * 1.5}" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 36 12 36s12-15.2 12-24.1C24 5.3 18.6 0 12 0z" fill="${color}" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`;
  return L.divIcon({
    html: svg,
    className: `branch-pin ${className}`,
    iconSize: [size, size * 1.5],
    iconAnchor: [size / 2, size * 1.5],
    tooltipAnchor: [0, -size * 1.4],
  });
}
const NORMAL_ICON = pin('#13315c', 26, 'branch-pin-normal');
const SELECTED_ICON = pin('#c8702a', 38, 'branch-pin-selected');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Moves the map when the selection changes or a reset is asked for. */
function ViewController({ selected, resetKey }: { selected: Branch | null; resetKey: number }) {
  const map = useMap();
  useEffect(() => {
    if (selected) map.flyTo([selected.lat, selected.lng], BRANCH_ZOOM, { duration: FLY_SECONDS });
  }, [map, selected]);
  useEffect(() => {
    if (resetKey > 0) map.setView([MAP_CENTER.lat, MAP_CENTER.lng], INITIAL_ZOOM);
  }, [map, resetKey]);
  return null;
}

/** Reports the view after every move (data-zoom and data-center on the map's box, for tests and tools). */
function ViewWatcher({ onView }: { onView: (view: { zoom: number; center: string }) => void }) {
  const map = useMap();
  // Registered once (not re-bound per render), so a move made by a sibling's effect is not missed.
  useEffect(() => {
    const report = () => {
      const c = map.getCenter();
      onView({ zoom: map.getZoom(), center: `${c.lat.toFixed(3)},${c.lng.toFixed(3)}` });
    };
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map, onView]);
  return null;
}

const INITIAL_VIEW = { zoom: INITIAL_ZOOM, center: `${MAP_CENTER.lat.toFixed(3)},${MAP_CENTER.lng.toFixed(3)}` };

export interface BranchMapProps {
  selectedId: number | null;
  onSelect?: (id: number) => void;
  /** Each increment returns the map to the initial view. */
  resetKey?: number;
  height?: number | string;
  label?: string;
}

/**
 * Leaflet map of the branches. Tiles come from the server's TILE_URL; when they cannot load the
 * markers still work on a plain background and a note says the base map is unavailable.
 */
export default function BranchMap({ selectedId, onSelect, resetKey = 0, height = 420, label }: BranchMapProps) {
  const config = useClientConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [view, setView] = useState(INITIAL_VIEW);
  const selected = useMemo(() => BRANCHES.find((b) => b.id === selectedId) ?? null, [selectedId]);
  return (
    <div
      className="branch-map position-relative"
      style={{ height }}
      role="region"
      aria-label={label ?? 'Mapa de sucursales'}
      data-zoom={view.zoom}
      data-center={view.center}
    >
      <MapContainer
        center={[MAP_CENTER.lat, MAP_CENTER.lng]}
        zoom={INITIAL_ZOOM}
        scrollWheelZoom={false}
        worldCopyJump
        className="h-100 w-100 rounded-3"
      >
        <TileLayer
          key={config.tileUrl}
          url={config.tileUrl}
          attribution={escapeHtml(config.tileAttribution)}
          maxZoom={19}
          eventHandlers={{ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }}
        />
        {BRANCHES.map((b) => (
          <Marker
            key={b.id}
            position={[b.lat, b.lng]}
            icon={b.id === selectedId ? SELECTED_ICON : NORMAL_ICON}
            title={b.nombre}
            zIndexOffset={b.id === selectedId ? 1000 : 0}
            eventHandlers={{ click: () => onSelect?.(b.id) }}
          >
            {b.id === selectedId && (
              <Tooltip permanent direction="top">
                {b.nombre}
              </Tooltip>
            )}
          </Marker>
        ))}
        <ViewController selected={selected} resetKey={resetKey} />
        <ViewWatcher onView={setView} />
      </MapContainer>
      {tilesFailed && (
        <p className="branch-map-note small mb-0" role="status">
          <i className="bi bi-cloud-slash me-1" aria-hidden="true" />
          Mapa base no disponible
        </p>
      )}
    </div>
  );
}
