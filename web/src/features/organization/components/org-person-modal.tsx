import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { ORG_MESSAGES, type OrgNode } from '@intranet/contract';
import { ImageWithFallback } from '../../../components/image-with-fallback';
import { PLACEHOLDER_AVATAR } from '../../../config/site';
import { storedImageUrl } from '../../../lib/stored-image';

interface Props {
  node: OrgNode | null;
  /** The admin view also shows the phone ('No disponible' when missing). */
  showPhone: boolean;
  onHide: () => void;
}

/** The 'Ver' modal: photo, name, e-mail and position of a person of the chart. */
export function OrgPersonModal({ node, showPhone, onHide }: Props) {
  return (
    <Modal show={node !== null} onHide={onHide} centered aria-labelledby="org-person-title">
      {node && (
        <>
          <Modal.Header closeButton closeLabel="Cerrar">
            <Modal.Title id="org-person-title" as="h2" className="h5">
              {node.name}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="text-center">
            <ImageWithFallback
              src={storedImageUrl(node.image)}
              fallbackSrc={PLACEHOLDER_AVATAR}
              alt={`Foto de ${node.name}`}
              width={160}
              height={160}
              loading="eager"
              className="rounded-circle object-fit-cover border shadow-sm mb-3"
            />
            <p className="fs-5 mb-1">{node.role}</p>
            {node.department && (
              <Badge bg="light" text="dark" className="mb-3 border">
                {node.department}
              </Badge>
            )}
            <dl className="text-start mb-0 org-person-facts">
              <dt>Correo</dt>
              <dd>{node.email ? <a href={`mailto:${node.email}`}>{node.email}</a> : ORG_MESSAGES.noPhone}</dd>
              <dt>Cargo</dt>
              <dd>{node.role}</dd>
              {showPhone && (
                <>
                  <dt>Teléfono</dt>
                  <dd>
                    {node.phone ? (
                      <a href={`tel:${node.phone.replace(/\s+/g, '')}`}>{node.phone}</a>
                    ) : (
                      ORG_MESSAGES.noPhone
                    )}
                  </dd>
                </>
              )}
              {node.description && (
                <>
                  <dt>Descripción</dt>
                  <dd className="mb-0">{node.description}</dd>
                </>
              )}
            </dl>
          </Modal.Body>
          <Modal.Footer>
            {node.user_id != null && (
              <Link to={`/personas/${node.user_id}`} className="btn btn-primary me-auto" onClick={onHide}>
                Ver perfil<span className="visually-hidden"> de {node.name}</span>
              </Link>
            )}
            <Button variant="outline-primary" onClick={onHide}>
              Cerrar
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
