import { useEffect, useLayoutEffect } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { Link } from 'react-router';
import { ANNOUNCEMENT_TYPES, HOME_SLIDE_COUNT, SLIDE_TEXT_LENGTH } from '@intranet/contract';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { removeBootOverlay } from '../../../lib/boot-overlay';
import { useSlides } from '../api';
import '../slides.css';

/**
 * The home's intro carousel: three slides at 90vh; slide 1 leads to /anuncios/bienvenido,
 * slide 2 to /anuncios/seguridad and slide 3 to /anuncios/misionvision ('Leer más'). Text is cut to
 * 450 characters.
 */
export function IntroCarousel() {
  const { data, error, fetchStatus } = useSlides();
  useEffect(() => {
    if (error) console.error('Error al obtener los slides', error);
  }, [error]);
  // The picture the server painted over the page goes in the same frame as this carousel's own first picture
  // (the same file: already in the browser's memory, it paints at once), or when the slides failed or wait for
  // the network: the app's menu is never kept under it longer than that.
  useLayoutEffect(() => {
    if (data !== undefined || error || fetchStatus === 'paused') removeBootOverlay();
  }, [data, error, fetchStatus]);

  // While the slides load, their 90vh space is kept, so the sections below do not jump when they arrive.
  if (data === undefined && !error) return <div className="intro-carousel-placeholder" aria-hidden="true" />;
  const slides = (data ?? []).slice(0, HOME_SLIDE_COUNT);
  if (!slides.length) return null;
  return (
    <section aria-label="Destacados" className="intro-carousel">
      <Carousel
        prevLabel="Anterior"
        nextLabel="Siguiente"
        indicatorLabels={slides.map((s, i) => `Ir al slide ${i + 1}: ${s.titulo}`)}
        interval={8000}
        pause="hover"
      >
        {slides.map((slide, index) => (
          <Carousel.Item key={slide.id}>
            {slide.imagen && (
              <img
                className="intro-img"
                src={storedImageUrl(slide.imagen)!}
                srcSet={`${storedImageUrl(slide.imagen, true)} 480w, ${storedImageUrl(slide.imagen)} 1920w`}
                sizes="100vw"
                alt=""
                width={1920}
                height={1080}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            )}
            <div className="intro-scrim" aria-hidden="true" />
            <Carousel.Caption>
              <h2>
                <Link to={paths.slideDetail.getHref(slide.id)} className="text-white text-decoration-none">
                  {slide.titulo}
                </Link>
              </h2>
              <p className="mb-3">{truncate(slide.descripcion, SLIDE_TEXT_LENGTH)}</p>
              {ANNOUNCEMENT_TYPES[index] && (
                <Link to={paths.announcement.getHref(ANNOUNCEMENT_TYPES[index])} className="btn btn-accent btn-lg">
                  Leer más
                  <span className="visually-hidden">: {slide.titulo}</span>
                </Link>
              )}
            </Carousel.Caption>
          </Carousel.Item>
        ))}
      </Carousel>
    </section>
  );
}
