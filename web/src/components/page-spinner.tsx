/** Centered spinner while a page or the session is unknown. `fullScreen` fills the viewport. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      className={`d-flex align-items-center justify-content-center ${fullScreen ? 'min-vh-100' : 'py-5'}`}
      role="status"
    >
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Cargando...</span>
    </div>
  );
}
