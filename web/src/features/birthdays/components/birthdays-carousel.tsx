import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { BIRTHDAYS_PER_SLIDE, type MonthBirthday } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { formatDayMonth, todayInSantiago } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useMonthBirthdays } from '../api';
import '../birthdays.css';

// The dialog (a form and a modal) loads when someone first presses 'Saludar', not with the home page.
const GreetingDialog = lazy(() => import('./greeting-dialog').then((m) => ({ default: m.GreetingDialog })));
// The unread-greetings line asks the API after the home's own data, in its own small chunk.
const GreetingsNotice = lazy(() => import('./greetings-notice').then((m) => ({ default: m.GreetingsNotice })));

interface CardProps {
  person: MonthBirthday;
  today: boolean;
  /** Null when this card cannot be greeted (a manual entry, or the viewer themself). */
  onGreet: (() => void) | null;
  greeted: boolean;
}

function BirthdayCard({ person, today, onGreet, greeted }: CardProps) {
  const name = person.user_id ? <Link to={paths.person.getHref(person.user_id)}>{person.nombre}</Link> : person.nombre;
  return (
    <div className={`card birthday-card${today ? ' birthday-today' : ''}`}>
      {today && <span className="badge text-bg-warning birthday-today-badge">Hoy</span>}
      <ImageWithFallback
        src={storedImageUrl(person.imagen, true)}
        fallbackSrc={PLACEHOLDER_AVATAR}
        alt={`Foto de ${person.nombre}`}
        width={96}
        height={96}
      />
      <div className="card-body pt-1 d-flex flex-column">
        <h3 className="birthday-name mb-1">{name}</h3>
        <p className="small text-body-secondary mb-2">{person.cargo}</p>
        <p className="birthday-date small mb-2">Cumpleaños el: {formatDayMonth(person.fecha)}</p>
        {onGreet && (
          <button
            type="button"
            className={`btn btn-sm mt-auto ${greeted ? 'btn-outline-success' : 'btn-outline-primary'}`}
            disabled={greeted}
            onClick={onGreet}
            aria-label={greeted ? `Saludo enviado a ${person.nombre}` : `Saludar a ${person.nombre}`}
          >
            <i className={`bi ${greeted ? 'bi-check2' : 'bi-chat-heart'} me-1`} aria-hidden="true" />
            {greeted ? 'Saludo enviado' : 'Saludar'}
          </button>
        )}
      </div>
    </div>
  );
}

const pagesOf = <T,>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * 'Cumpleaños del Mes': a carousel of this month's people, six per page. It
 * opens on the page of today (or of the next birthday), marks today's with 'Hoy', links people with an
 * account to their page and lets colleagues greet them ('Saludar'). `viewerName` hides the button on the
 * viewer's own card.
 */
export function BirthdaysCarousel({ viewerName }: { viewerName?: string }) {
  const { data, isPending, error, refetch } = useMonthBirthdays();
  useEffect(() => {
    if (error) console.error('Error al obtener los cumpleaños', error);
  }, [error]);
  const pages = pagesOf(data ?? [], BIRTHDAYS_PER_SLIDE);
  const todayDay = todayInSantiago().slice(5, 10);
  const startPage = useMemo(() => {
    const index = (data ?? []).findIndex((b) => b.fecha.slice(5, 10) >= todayDay);
    return index < 0 ? 0 : Math.floor(index / BIRTHDAYS_PER_SLIDE);
  }, [data, todayDay]);
  // Null until the visitor moves the carousel: until then it shows today's page.
  const [chosen, setChosen] = useState<number | null>(null);
  const [greeting, setGreeting] = useState<{ id: number; nombre: string } | null>(null);
  const [greeted, setGreeted] = useState<ReadonlySet<number>>(new Set());

  return (
    <section aria-labelledby="birthdays-title" className="birthdays-section py-5">
      <Container>
        <h2 id="birthdays-title" className="mb-4">
          <i className="bi bi-balloon-heart me-2 text-accent" aria-hidden="true" />
          Cumpleaños del Mes
        </h2>
        {isPending ? (
          <PageSpinner />
        ) : !data && error ? (
          <ErrorAlert error={error} onRetry={() => void refetch()} />
        ) : !pages.length ? (
          <p className="text-body-secondary mb-0">No hay cumpleaños este mes.</p>
        ) : (
          <Carousel
            className="birthdays-carousel"
            activeIndex={Math.min(chosen ?? startPage, pages.length - 1)}
            onSelect={(index) => setChosen(index)}
            interval={null}
            controls={pages.length > 1}
            indicators={pages.length > 1}
            prevLabel="Anteriores"
            nextLabel="Siguientes"
            indicatorLabels={pages.map((_, i) => `Página ${i + 1} de ${pages.length}`)}
          >
            {pages.map((page, i) => (
              <Carousel.Item key={i}>
                <Row xs={2} md={3} lg={6} className="g-3">
                  {page.map((person) => (
                    <Col key={`${person.tipo}-${person.id}`}>
                      <BirthdayCard
                        person={person}
                        today={person.fecha.slice(5, 10) === todayDay}
                        greeted={person.user_id !== null && greeted.has(person.user_id)}
                        onGreet={
                          person.user_id !== null && person.nombre !== viewerName
                            ? () => setGreeting({ id: person.user_id!, nombre: person.nombre })
                            : null
                        }
                      />
                    </Col>
                  ))}
                </Row>
              </Carousel.Item>
            ))}
          </Carousel>
        )}
        <Suspense fallback={null}>
          <GreetingsNotice />
        </Suspense>
        {greeting && (
          <Suspense fallback={null}>
            <GreetingDialog
              person={greeting}
              onHide={() => setGreeting(null)}
              onSent={(id) => setGreeted((prev) => new Set(prev).add(id))}
            />
          </Suspense>
        )}
      </Container>
    </section>
  );
}
