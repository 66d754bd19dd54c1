import { Fragment, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
      <Slides labels={slides.map((s, i) => `Ir al slide ${i + 1}: ${s.titulo}`)}>
        {slides.map((slide, index) => (
          <Fragment key={slide.id}>
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
            <div className="carousel-caption">
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
            </div>
          </Fragment>
        ))}
      </Slides>
    </section>
  );
}

/** Time a slide stays before the next one (ms). */
const INTERVAL = 8000;
/** Bootstrap's slide transition is 0.6 s; after this the move completes even if no transitionend came. */
const TRANSITION_FALLBACK = 700;
/** Horizontal swipe (px) that moves the carousel on a touch screen. */
const SWIPE = 40;

type Move = { to: number; dir: 'next' | 'prev'; started: boolean };

/**
 * Bootstrap's carousel markup and classes, driven by React: it is the home page's first content, and
 * react-bootstrap's Carousel (with its transition and ref helpers) cost ≈ 6 KB gzip of the first load. Same
 * behaviour: a slide every 8 s, paused while the pointer is over it or the focus is inside it (and while the page
 * is hidden), arrows and indicators, ←/→ keys, swipe; the slide's transition is Bootstrap's CSS (none with reduced
 * motion).
 */
function Slides({ labels, children }: { labels: string[]; children: ReactNode[] }) {
  const count = children.length;
  const [active, setActive] = useState(0);
  const [move, setMove] = useState<Move | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Bumped when an interval ends while the page is hidden: the next interval starts.
  const [wait, setWait] = useState(0);
  const incoming = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);

  const go = (to: number, dir: Move['dir']) => {
    if (move || to === active) return;
    setMove({ to, dir, started: false });
  };
  const next = () => go((active + 1) % count, 'next');
  const prev = () => go((active - 1 + count) % count, 'prev');

  // Bootstrap's two steps: the incoming slide is placed beside the active one, then (after a reflow) both slide.
  useLayoutEffect(() => {
    if (!move || move.started) return;
    void incoming.current?.offsetHeight;
    setMove({ ...move, started: true });
  }, [move]);
  useEffect(() => {
    if (!move?.started) return;
    const done = () => {
      setActive(move.to);
      setMove(null);
    };
    const el = incoming.current;
    el?.addEventListener('transitionend', done, { once: true });
    const timer = setTimeout(done, TRANSITION_FALLBACK);
    return () => {
      el?.removeEventListener('transitionend', done);
      clearTimeout(timer);
    };
  }, [move]);

  const paused = hovered || focused || move !== null || count < 2;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') setMove({ to: (active + 1) % count, dir: 'next', started: false });
      else setWait((w) => w + 1);
    }, INTERVAL);
    return () => clearTimeout(timer);
  }, [paused, active, count, wait]);

  const keyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).matches('input, textarea, select')) return;
    if (event.key === 'ArrowLeft') prev();
    else if (event.key === 'ArrowRight') next();
  };

  const itemClass = (i: number) => {
    const slideClass = move?.started ? (move.dir === 'next' ? ' carousel-item-start' : ' carousel-item-end') : '';
    if (i === active) return `carousel-item active${slideClass}`;
    if (move && i === move.to) return `carousel-item carousel-item-${move.dir}${slideClass}`;
    return 'carousel-item';
  };
  const shown = move ? move.to : active;

  return (
    <div
      className="carousel slide"
      onKeyDown={keyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start == null || end == null || Math.abs(end - start) < SWIPE) return;
        if (end < start) next();
        else prev();
      }}
    >
      {count > 1 && (
        <div className="carousel-indicators">
          {labels.map((label, i) => (
            <button
              key={label}
              type="button"
              data-bs-target=""
              aria-label={label}
              className={i === shown ? 'active' : undefined}
              aria-current={i === shown}
              onClick={() => go(i, i > active ? 'next' : 'prev')}
            />
          ))}
        </div>
      )}
      <div className="carousel-inner">
        {children.map((child, i) => (
          <div key={labels[i]} ref={move && i === move.to ? incoming : undefined} className={itemClass(i)}>
            {child}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="carousel-control-prev" onClick={prev}>
            <span className="carousel-control-prev-icon" aria-hidden="true" />
            <span className="visually-hidden">Anterior</span>
          </button>
          <button type="button" className="carousel-control-next" onClick={next}>
            <span className="carousel-control-next-icon" aria-hidden="true" />
            <span className="visually-hidden">Siguiente</span>
          </button>
        </>
      )}
    </div>
  );
}
