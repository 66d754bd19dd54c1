import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { api, errorMessage } from '../../../lib/api-client';
import { usePushKey } from '../api';

type State = 'cargando' | 'sin-soporte' | 'desactivado-servidor' | 'bloqueado' | 'activo' | 'inactivo';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the bytes PushManager.subscribe() wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/**
 * /mi-perfil: 'Avisos en este teléfono'. Turning them on asks the browser's permission, subscribes this
 * browser and tells the server; the bell's notifications then also arrive on the phone. Logging out turns them off
 * on this device (offline/data.ts), so a shared phone does not receive the previous person's notices.
 */
export function PushCard() {
  const key = usePushKey();
  const [state, setState] = useState<State>('cargando');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported()) return setState('sin-soporte');
    if (!key.data) return;
    if (!key.data.habilitado) return setState('desactivado-servidor');
    if (Notification.permission === 'denied') return setState('bloqueado');
    let cancelled = false;
    void currentSubscription()
      .then((s) => !cancelled && setState(s ? 'activo' : 'inactivo'))
      .catch(() => !cancelled && setState('inactivo'));
    return () => {
      cancelled = true;
    };
  }, [key.data]);

  const turnOn = async () => {
    setBusy(true);
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'bloqueado' : 'inactivo');
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.data!.clave_publica!),
      });
      await api.post('/push/suscripcion', subscription.toJSON());
      setState('activo');
    } catch (e) {
      setError(errorMessage(e, 'No se pudieron activar los avisos en este teléfono. Intente nuevamente.'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await api.del('/push/suscripcion', { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState('inactivo');
    } catch (e) {
      setError(errorMessage(e, 'No se pudieron desactivar los avisos. Intente nuevamente.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-3">
          <i className="bi bi-bell me-2" aria-hidden="true" />
          Avisos en este teléfono
        </h2>
        <p className="text-body-secondary">
          Reciba en este dispositivo las notificaciones de la campana: lecturas obligatorias nuevas, vencimientos,
          nuevas versiones, respuestas en el foro y saludos.
        </p>
        {error && <Alert variant="danger">{error}</Alert>}
        {state === 'cargando' && <p className="mb-0 text-body-secondary">Cargando...</p>}
        {state === 'sin-soporte' && (
          <p className="mb-0">Este navegador no permite avisos. Instale la aplicación o use Chrome, Edge o Firefox.</p>
        )}
        {state === 'desactivado-servidor' && (
          <p className="mb-0">Los avisos en el teléfono no están activados en este servidor.</p>
        )}
        {state === 'bloqueado' && (
          <p className="mb-0">
            Los avisos están bloqueados para este sitio en la configuración del navegador. Permítalos allí y vuelva a
            esta página.
          </p>
        )}
        {state === 'inactivo' && (
          <Button onClick={() => void turnOn()} disabled={busy}>
            Activar avisos
          </Button>
        )}
        {state === 'activo' && (
          <>
            <p className="text-success-emphasis">
              <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
              Los avisos están activos en este dispositivo.
            </p>
            <Button variant="outline-secondary" onClick={() => void turnOff()} disabled={busy}>
              Desactivar avisos
            </Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
