import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { ORG_MESSAGES, type OrgBuildPlan } from '@intranet/contract';
import { ErrorAlert } from '../../../components/error-alert';
import { PageSpinner } from '../../../components/page-spinner';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { useApplyOrgBuild, useOrgBuildPreview } from '../api';

interface Props {
  show: boolean;
  onHide: () => void;
}

const PREVIEW_LINES = 50;

function Section({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="mb-3">
      <h3 className="h6">
        {title} ({lines.length})
      </h3>
      <ul className="small mb-0 org-build-list">
        {lines.slice(0, PREVIEW_LINES).map((l, i) => (
          <li key={i}>{l}</li>
        ))}
        {lines.length > PREVIEW_LINES && <li>… y {lines.length - PREVIEW_LINES} más</li>}
      </ul>
    </section>
  );
}

const under = (name: string | null) => (name ? `bajo ${name}` : 'en la raíz');

function PlanView({ plan }: { plan: OrgBuildPlan }) {
  const nothing = plan.crear.length === 0 && plan.mover.length === 0;
  return (
    <>
      {nothing ? (
        <Alert variant="success">{ORG_MESSAGES.buildNothing}</Alert>
      ) : (
        <p>Revise los cambios. Los nodos mantenidos a mano (sin persona vinculada) no se modifican.</p>
      )}
      <Section title="Nodos nuevos" lines={plan.crear.map((c) => `${c.nombre} (${c.cargo}), ${under(c.superior)}`)} />
      <Section
        title="Nodos que cambian de superior"
        lines={plan.mover.map((m) => `${m.nombre}: de ${m.desde ?? 'la raíz'} a ${m.hacia ?? 'la raíz'}`)}
      />
      <Section
        title="Cambios omitidos porque dejarían un nodo bajo sí mismo"
        lines={plan.omitidos.map((o) => o.nombre)}
      />
      {plan.sin_cambios > 0 && (
        <p className="small text-body-secondary mb-0">{plan.sin_cambios} nodos vinculados ya están en su lugar.</p>
      )}
    </>
  );
}

/** 'Construir desde jefaturas': preview of the chart built from the people's managers, then apply. */
export function OrgBuildModal({ show, onHide }: Props) {
  const preview = useOrgBuildPreview(show);
  const apply = useApplyOrgBuild();
  const notify = useToast();
  const plan = preview.data;
  const canApply = plan !== undefined && (plan.crear.length > 0 || plan.mover.length > 0);

  const close = () => {
    apply.reset();
    onHide();
  };
  const run = () =>
    apply.mutate(undefined, {
      onSuccess: (done) => {
        notify(`${ORG_MESSAGES.buildApplied}: ${done.crear.length} nuevos, ${done.mover.length} movidos.`);
        close();
      },
      onError: () => void preview.refetch(),
    });

  return (
    <Modal show={show} onHide={close} centered scrollable size="lg" aria-labelledby="org-build-title">
      <Modal.Header closeButton closeLabel="Cerrar">
        <Modal.Title id="org-build-title" as="h2" className="h5">
          {ORG_MESSAGES.buildTitle}
        </Modal.Title>
      </Modal.Header>
      {/* A long plan scrolls inside the dialog: the region takes keyboard focus so it can be scrolled without a mouse. */}
      <Modal.Body tabIndex={0} role="region" aria-label="Cambios propuestos">
        <p className="text-body-secondary small">
          Cada persona activa tiene un nodo vinculado, ubicado bajo el nodo de su jefatura. Una persona sin jefatura
          conserva su lugar actual.
        </p>
        {apply.isError && (
          <Alert variant="danger" role="alert">
            {errorMessage(apply.error)}
          </Alert>
        )}
        {preview.isPending ? (
          <PageSpinner />
        ) : preview.isError ? (
          <ErrorAlert error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <PlanView plan={preview.data} />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={close} disabled={apply.isPending}>
          Cancelar
        </Button>
        <Button variant="primary" onClick={run} disabled={!canApply || apply.isPending || preview.isFetching}>
          {apply.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Aplicar cambios
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
