import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { branchById, PEOPLE_MESSAGES, USER_MESSAGES, type PersonLink, type PersonProfile } from '@intranet/contract';
import { NotFoundPage } from '../../../components/not-found-page';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { PLACEHOLDER_AVATAR, site } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { formatDayMonth } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { usePerson } from '../api';
import '../people.css';

/** A person as a link with a small photo (manager, direct reports). */
function PersonChip({ person }: { person: PersonLink }) {
  return (
    <Link to={paths.person.getHref(person.id)} className="d-flex align-items-center gap-2 text-decoration-none">
      <ImageWithFallback
        src={storedImageUrl(person.imagen_perfil, true)}
        fallbackSrc={PLACEHOLDER_AVATAR}
        alt=""
        width={40}
        height={40}
        className="rounded-circle object-fit-cover flex-shrink-0"
      />
      <span>
        <span className="d-block fw-semibold">{person.nombre}</span>
        <span className="d-block small text-body-secondary">{person.puesto || USER_MESSAGES.noPosition}</span>
      </span>
    </Link>
  );
}

/** Where the person sits in the org chart: the path from the root, and a link that opens it there. */
function ChartPlace({ place }: { place: PersonProfile['organigrama'] }) {
  if (!place) return <p className="text-body-secondary mb-0">{PEOPLE_MESSAGES.notInChart}</p>;
  return (
    <>
      <nav aria-label="Ubicación en el organigrama">
        <ol className="breadcrumb person-chart-path small">
          {place.ruta.map((step) => (
            <li key={step.id} className="breadcrumb-item" aria-current={step.id === place.nodo_id || undefined}>
              {step.name}
              <span className="text-body-secondary"> ({step.role})</span>
            </li>
          ))}
        </ol>
      </nav>
      <Link to={`${paths.organization.getHref()}?nodo=${place.nodo_id}`} className="btn btn-sm btn-outline-primary">
        <i className="bi bi-diagram-3 me-1" aria-hidden="true" />
        Ver en el organigrama
      </Link>
    </>
  );
}

function PersonDetails({ person, canEdit }: { person: PersonProfile; canEdit: boolean }) {
  const branch = branchById(person.sucursal);
  return (
    <Row className="g-4">
      <title>{`${person.nombre} | ${site.appName}`}</title>
      <Col lg={4}>
        <Card className="shadow-sm text-center">
          <Card.Body>
            <ImageWithFallback
              src={storedImageUrl(person.imagen_perfil)}
              fallbackSrc={PLACEHOLDER_AVATAR}
              alt={`Foto de ${person.nombre}`}
              width={160}
              height={160}
              loading="eager"
              className="rounded-circle object-fit-cover border shadow-sm mb-3 person-photo"
            />
            <h1 className="h3 mb-1">{person.nombre}</h1>
            <p className="text-body-secondary mb-2">{person.puesto || USER_MESSAGES.noPosition}</p>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              {person.area && (
                <Badge bg="light" text="dark" className="border">
                  {person.area}
                </Badge>
              )}
              {branch && (
                <Badge bg="light" text="dark" className="border">
                  <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                  {branch.nombre}
                </Badge>
              )}
              {!person.activo && <Badge bg="secondary">Inactivo</Badge>}
            </div>
            {canEdit && (
              <Link
                to={paths.admin.userDetail.getHref(person.id)}
                className="btn btn-sm btn-outline-primary mt-3"
                aria-label={`Editar a ${person.nombre}`}
              >
                <i className="bi bi-pencil me-1" aria-hidden="true" />
                Editar
              </Link>
            )}
          </Card.Body>
        </Card>
      </Col>
      <Col lg={8}>
        <Card className="shadow-sm mb-4">
          <Card.Body>
            <h2 className="h5 mb-3">Contacto</h2>
            <dl className="person-facts mb-0 row">
              <div className="col-sm-6">
                <dt>Correo</dt>
                <dd className="text-break">
                  {person.correo ? <a href={`mailto:${person.correo}`}>{person.correo}</a> : '—'}
                </dd>
              </div>
              {person.telefono && (
                <div className="col-sm-6">
                  <dt>Teléfono</dt>
                  <dd>
                    <a href={`tel:${person.telefono.replace(/\s+/g, '')}`}>{person.telefono}</a>
                  </dd>
                </div>
              )}
              {person.anexo && (
                <div className="col-sm-6">
                  <dt>Anexo</dt>
                  <dd>{person.anexo}</dd>
                </div>
              )}
              {person.cumpleanos && (
                <div className="col-sm-6">
                  <dt>Cumpleaños</dt>
                  {/* A leap year, so 29 de febrero formats too. */}
                  <dd>{formatDayMonth(`2000-${person.cumpleanos}`)}</dd>
                </div>
              )}
            </dl>
          </Card.Body>
        </Card>
        <Card className="shadow-sm mb-4">
          <Card.Body>
            <h2 className="h5 mb-3">Jefatura</h2>
            {person.jefatura ? (
              <PersonChip person={person.jefatura} />
            ) : (
              <p className="text-body-secondary mb-0">{PEOPLE_MESSAGES.noManager}</p>
            )}
            <h2 className="h5 mt-4 mb-3">Personas a cargo</h2>
            {person.reportes.length === 0 ? (
              <p className="text-body-secondary mb-0">{PEOPLE_MESSAGES.noReports}</p>
            ) : (
              <ul className="list-unstyled mb-0 d-grid gap-2 person-link-list">
                {person.reportes.map((r) => (
                  <li key={r.id}>
                    <PersonChip person={r} />
                  </li>
                ))}
              </ul>
            )}
          </Card.Body>
        </Card>
        <Card className="shadow-sm">
          <Card.Body>
            <h2 className="h5 mb-3">En el organigrama</h2>
            <ChartPlace place={person.organigrama} />
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}

/** /personas/{id}: one person's page. */
export function PersonPage({ id, canEdit }: { id: number | null; canEdit: boolean }) {
  const person = usePerson(id);
  if (id === null || (person.error instanceof ApiError && person.error.status === 404)) {
    return (
      <NotFoundPage
        title={PEOPLE_MESSAGES.notFound}
        detail="La persona no existe o ya no trabaja en la empresa."
        back={{ to: paths.workers.path, label: 'Ver trabajadores' }}
      />
    );
  }
  if (person.isPending) return <PageSpinner />;
  if (person.isError) return <ErrorAlert message={PEOPLE_MESSAGES.loadError} onRetry={() => void person.refetch()} />;
  return <PersonDetails person={person.data} canEdit={canEdit} />;
}
