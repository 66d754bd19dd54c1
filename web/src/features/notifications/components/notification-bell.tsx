import { useRef } from 'react';
import { Dropdown } from '../../../components/dropdown';
import { Link } from 'react-router';
import type { Notification, NotificationType } from '@intranet/contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useMarkNotificationsRead, useNotifications } from '../api';
import { useBellEvents } from '../live';

const ICONS: Record<NotificationType, string> = {
  'lectura-nueva': 'bi-journal-check',
  'lectura-version': 'bi-journal-check',
  'lectura-vence': 'bi-clock-history',
  'lectura-vencida': 'bi-exclamation-triangle-fill',
  saludo: 'bi-envelope-heart',
  respuesta: 'bi-reply',
  'resumen-vencidas': 'bi-exclamation-triangle-fill',
};

const when = (n: Notification) =>
  n.fecha.length === 10
    ? n.tipo === 'resumen-vencidas'
      ? formatDate(n.fecha)
      : `Vence el ${formatDate(n.fecha)}`
    : formatDateTime(n.fecha);

export const bellLabel = (unread: number) =>
  unread === 0
    ? 'Notificaciones'
    : unread === 1
      ? 'Notificaciones (1 sin leer)'
      : `Notificaciones (${unread} sin leer)`;

/**
 * The navbar's bell: unread count, and the list of what needs the person; opening the list marks what
 * it shows as read; live over the event stream (useBellEvents), with the one-minute poll as fallback. Loaded on its
 * own chunk, next to the search (outside the collapsing menu, so a phone sees it).
 */
export function NotificationBell() {
  const { data } = useNotifications();
  useBellEvents();
  const markRead = useMarkNotificationsRead();
  const unread = data?.no_leidas ?? 0;
  const toMark = useRef<string[]>([]);
  toMark.current = (data?.items ?? []).filter((n) => !n.leida).map((n) => n.clave);
  const { mutate } = markRead;
  const onToggle = (open: boolean) => {
    if (open && toMark.current.length > 0) mutate(toMark.current);
  };

  return (
    <Dropdown
      id="notificaciones-toggle"
      label={
        <>
          <i className="bi bi-bell" aria-hidden="true" />
          {unread > 0 && (
            <span className="badge rounded-pill bg-danger ms-1" aria-hidden="true">
              {unread}
            </span>
          )}
        </>
      }
      toggleLabel={bellLabel(unread)}
      alignEnd
      onOpenChange={onToggle}
      className="me-2 me-md-0 ms-md-2"
      toggleClassName="btn btn-outline-light btn-sm text-nowrap notification-bell"
      menuClassName="notification-menu shadow"
    >
      <h2 className="dropdown-header h6 mb-0 text-body-emphasis">Notificaciones</h2>
      {!data || data.items.length === 0 ? (
        <span className="dropdown-item-text text-body-secondary small">No tiene notificaciones.</span>
      ) : (
        data.items.map((n) => (
          <Link to={n.url} key={n.clave} className="dropdown-item d-flex gap-2 align-items-start text-wrap">
            <i className={`bi ${ICONS[n.tipo]} mt-1`} aria-hidden="true" />
            <span>
              <span className={n.leida ? undefined : 'fw-semibold'}>{n.texto}</span>
              <span className="d-block small text-body-secondary">{when(n)}</span>
            </span>
          </Link>
        ))
      )}
    </Dropdown>
  );
}
