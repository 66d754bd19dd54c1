import { useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { DocumentItem } from '@intranet/contract';
import { AdminTable } from '../../../components/admin-table';
import { ErrorAlert } from '../../../components/error-alert';
import { useToast } from '../../../components/toast-provider';
import { formatDateTime } from '../../../lib/format';
import { useDocumentVersions, useUploadDocumentVersion, versionHref } from '../api';
import { formatFileSize as formatSize } from '../../../lib/format-size';
import { RequiredLegend } from '../../../components/field-label';
import { FileField } from '../../../components/file-field';

interface DocumentVersionsModalProps {
  document: DocumentItem | null;
  onClose: () => void;
}

/**
 * 'Versiones': upload a new version with its change note (workers then get it, and mandatory
 * readings of the document open again), and every version with its SHA-256, uploader and note, each downloadable.
 */
export function DocumentVersionsModal({ document, onClose }: DocumentVersionsModalProps) {
  const versions = useDocumentVersions(document?.id ?? null);
  const upload = useUploadDocumentVersion();
  const notify = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [nota, setNota] = useState('');
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    upload.reset();
    setFile(null);
    setNota('');
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!document || !file) return;
    upload.mutate(
      { id: document.id, archivo: file, nota },
      {
        onSuccess: (saved) => {
          notify(`Versión ${saved.version} subida. Las lecturas obligatorias de este documento se abrieron de nuevo.`);
          setFile(null);
          setNota('');
          setFormKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <Modal show={document !== null} onHide={close} size="xl" fullscreen="md-down" aria-labelledby="versions-title">
      <Modal.Header closeButton closeLabel="Cerrar">
        <Modal.Title id="versions-title" as="h2" className="h5 text-break">
          Versiones: {document?.nombre}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form key={formKey} onSubmit={submit} className="mb-4" aria-label="Subir nueva versión">
          <RequiredLegend className="mb-2" />
          {upload.error && <ErrorAlert error={upload.error} />}
          <div className="row g-3">
            <div className="col-md-6">
              <FileField
                id="version-archivo"
                name="archivo"
                label="Nuevo PDF"
                kind="pdf"
                required
                className=""
                file={file}
                onChange={setFile}
              />
            </div>
            <Form.Group controlId="version-nota" className="col-md-6">
              <Form.Label>Nota de cambio</Form.Label>
              <Form.Control value={nota} maxLength={500} onChange={(e) => setNota(e.target.value)} />
            </Form.Group>
            <div className="col-12">
              <Button type="submit" disabled={!file || upload.isPending}>
                <i className="bi bi-cloud-arrow-up me-2" aria-hidden="true" />
                Subir versión
              </Button>
            </div>
          </div>
        </Form>
        {versions.error ? (
          <ErrorAlert error={versions.error} onRetry={() => void versions.refetch()} />
        ) : !versions.data ? (
          <p role="status">Cargando...</p>
        ) : (
          <AdminTable
            caption="Historial de versiones"
            size="sm"
            rowKey={(v) => v.numero}
            rows={versions.data}
            empty="Sin versiones."
            columns={[
              {
                header: 'Versión',
                main: true,
                cell: (v) => (
                  <>
                    Versión {v.numero}{' '}
                    {v.actual && (
                      <Badge bg="success" className="ms-1">
                        Vigente
                      </Badge>
                    )}
                  </>
                ),
              },
              { header: 'Fecha', cell: (v) => formatDateTime(v.fecha) },
              { header: 'Subida por', cell: (v) => v.subido_por },
              { header: 'Nota', className: 'text-break', cell: (v) => v.nota },
              { header: 'Tamaño', cell: (v) => formatSize(v.tamano) },
              {
                header: 'SHA-256',
                cell: (v) => (
                  <code title={v.sha256} className="small text-reset">
                    {v.sha256.slice(0, 16)}…
                  </code>
                ),
              },
            ]}
            actions={(v) =>
              document && (
                <a className="btn btn-sm btn-outline-primary" href={versionHref(document.id, v.numero)} download>
                  <i className="bi bi-download me-1" aria-hidden="true" />
                  Descargar<span className="visually-hidden"> versión {v.numero}</span>
                </a>
              )
            }
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
