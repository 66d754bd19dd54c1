import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
}

type Notify = (message: string, variant?: ToastVariant) => void;

const ToastContext = createContext<Notify | null>(null);

const DARK_TEXT: readonly ToastVariant[] = ['warning', 'info'];

/** Success and warning messages of the spec ('Noticia creada exitosamente', …) as toasts. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const notify = useCallback<Notify>((message, variant = 'success') => {
    setToasts((list) => [...list, { id: Date.now() + Math.random(), message, variant }]);
  }, []);
  const dismiss = (id: number) => setToasts((list) => list.filter((t) => t.id !== id));

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <ToastContainer position="top-end" className="p-3 position-fixed" style={{ zIndex: 1090, marginTop: '4rem' }}>
        {toasts.map((t) => (
          <Toast key={t.id} bg={t.variant} autohide delay={5000} onClose={() => dismiss(t.id)}>
            <div className={`d-flex align-items-start ${DARK_TEXT.includes(t.variant) ? 'text-dark' : 'text-white'}`}>
              <Toast.Body className="flex-grow-1">{t.message}</Toast.Body>
              <CloseButton
                className="m-2"
                variant={DARK_TEXT.includes(t.variant) ? undefined : 'white'}
                aria-label="Cerrar"
                onClick={() => dismiss(t.id)}
              />
            </div>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

/** `const notify = useToast(); notify('Noticia creada exitosamente');` */
export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast must be used inside <ToastProvider>.');
  return notify;
}
