import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
}

type Notify = (message: string, variant?: ToastVariant) => void;

const ToastContext = createContext<Notify | null>(null);

const DARK_TEXT: readonly ToastVariant[] = ['warning', 'info'];
/** How long a toast stays (ms) unless closed sooner. */
const TOAST_DELAY = 5000;

/** One toast: Bootstrap's markup, closed after TOAST_DELAY or by its button (no library on the first load). */
function ToastMessage({ toast, onClose }: { toast: ToastItem; onClose: (id: number) => void }) {
  const { id } = toast;
  useEffect(() => {
    const timer = setTimeout(() => onClose(id), TOAST_DELAY);
    return () => clearTimeout(timer);
  }, [id, onClose]);
  const dark = DARK_TEXT.includes(toast.variant);
  return (
    <div className={`toast show bg-${toast.variant}`} role="alert" aria-live="assertive" aria-atomic="true">
      <div className={`d-flex align-items-start ${dark ? 'text-dark' : 'text-white'}`}>
        <div className="toast-body flex-grow-1">{toast.message}</div>
        <button
          type="button"
          className={`btn-close m-2${dark ? '' : ' btn-close-white'}`}
          aria-label="Cerrar"
          onClick={() => onClose(id)}
        />
      </div>
    </div>
  );
}

/** Success and warning messages of the spec ('Noticia creada exitosamente', …) as toasts. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const notify = useCallback<Notify>((message, variant = 'success') => {
    setToasts((list) => [...list, { id: Date.now() + Math.random(), message, variant }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <div className="toast-container top-0 end-0 p-3 position-fixed" style={{ zIndex: 1090, marginTop: '4rem' }}>
        {toasts.map((t) => (
          <ToastMessage key={t.id} toast={t} onClose={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `const notify = useToast(); notify('Noticia creada exitosamente');` */
export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast must be used inside <ToastProvider>.');
  return notify;
}
