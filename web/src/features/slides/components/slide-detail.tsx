import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { NotFoundPage } from '../../../components/not-found-page';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { storedImageUrl } from '../../../lib/stored-image';
import { useSlides } from '../api';
import '../slides.css';

/** /slides/{id}: the slide, found in the list, with a back button; 'Cargando...' meanwhile. */
export function SlideDetail({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const slides = useSlides();
  const { data, isPending } = slides;
  const slide = data?.find((s) => s.id === id);

  const back = (
    <Button
      variant="outline-primary"
      className="mb-3"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home.getHref()))}
    >
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      Volver
    </Button>
  );
  if (isPending) {
    return (
      <p className="py-5 text-center text-body-secondary" role="status">
        Cargando...
      </p>
    );
  }
  if (!data && slides.error) {
    return (
      <>
        {back}
        <ErrorAlert error={slides.error} onRetry={() => void slides.refetch()} />
      </>
    );
  }
  if (!slide) {
    return (
      <NotFoundPage
        title="Slide no encontrado"
        detail="El slide no existe o fue eliminado."
        back={{ to: paths.home.path, label: 'Ir al Inicio', icon: 'bi-house-door' }}
      />
    );
  }
  return (
    <article className="mx-auto" style={{ maxWidth: 960 }}>
      <title>{`${slide.titulo} | ${site.appName}`}</title>
      {back}
      <h1 className="mb-3">{slide.titulo}</h1>
      <ImageWithFallback
        src={storedImageUrl(slide.imagen)}
        alt=""
        width={1920}
        height={1080}
        loading="eager"
        className="slide-detail-img mb-4"
      />
      <div className="slide-body">{slide.descripcion}</div>
    </article>
  );
}
