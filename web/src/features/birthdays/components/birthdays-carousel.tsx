import { useEffect } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { BIRTHDAYS_PER_SLIDE, type MonthBirthday } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { formatDayMonth } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { useMonthBirthdays } from '../api';
import '../birthdays.css';

function BirthdayCard({ person }: { person: MonthBirthday }) {
  return (
    <div className="card birthday-card">
      <ImageWithFallback
        src={storedImageUrl(person.imagen, true)}
        fallbackSrc={PLACEHOLDER_AVATAR}
        alt={`Foto de ${person.nombre}`}
        width={96}
        height={96}
      />
      <div className="card-body pt-1">
        <h3 className="birthday-name mb-1">{person.nombre}</h3>
        <p className="small text-body-secondary mb-2">{person.cargo}</p>
        <p className="birthday-date small mb-0">Cumpleaños el: {formatDayMonth(person.fecha)}</p>
      </div>
    </div>
  );
}

const pagesOf = <T,>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** 'Cumpleaños del Mes' (spec §2): a carousel of this month's people, six per page. */
export function BirthdaysCarousel() {
  const { data, isPending, error, refetch } = useMonthBirthdays();
  useEffect(() => {
    if (error) console.error('Error al obtener los cumpleaños', error);
  }, [error]);
  const pages = pagesOf(data ?? [], BIRTHDAYS_PER_SLIDE);

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
                    <Col key={person.id}>
                      <BirthdayCard person={person} />
                    </Col>
                  ))}
                </Row>
              </Carousel.Item>
            ))}
          </Carousel>
        )}
      </Container>
    </section>
  );
}
