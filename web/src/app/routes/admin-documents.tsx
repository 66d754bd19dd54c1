import { useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import type { DocumentItem } from '@intranet/contract';
import { site } from '../../config/site';
import { DocumentForm } from '../../features/documents/components/document-form';
import { DocumentPreviewModal } from '../../features/documents/components/document-preview-modal';
import { DocumentVersionsModal } from '../../features/documents/components/document-versions-modal';
import { DocumentsTable } from '../../features/documents/components/documents-table';
import '../../features/documents/documents.css';

/** 'Crear Documentos': the form (create or edit) and the list 'Documentos Creados'. */
export function AdminDocumentsRoute() {
  const [editing, setEditing] = useState<DocumentItem | null>(null);
  // A new key empties the form after a save.
  const [formKey, setFormKey] = useState(0);
  const [preview, setPreview] = useState<DocumentItem | null>(null);
  const [versions, setVersions] = useState<DocumentItem | null>(null);
  const formCard = useRef<HTMLDivElement>(null);

  // The document just saved stays highlighted in the list.
  const [saved, setSaved] = useState<DocumentItem | null>(null);
  const reset = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const edit = (doc: DocumentItem) => {
    setEditing(doc);
    setFormKey((k) => k + 1);
    requestAnimationFrame(() => {
      formCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      formCard.current?.querySelector<HTMLInputElement>('input[name="nombre"]')?.focus({ preventScroll: true });
    });
  };

  return (
    <Container fluid className="py-4 px-3 px-lg-4">
      <title>{`Crear Documentos | ${site.appName}`}</title>
      <h1 className="h3 mb-4">Crear Documentos</h1>
      <Card className="shadow-sm border-0 mb-5" ref={formCard}>
        <Card.Body className="p-3 p-md-4">
          <DocumentForm
            key={formKey}
            editing={editing}
            onSaved={(doc) => {
              reset();
              setSaved(doc);
            }}
            onCancel={reset}
          />
        </Card.Body>
      </Card>
      <DocumentsTable
        editingId={editing?.id ?? null}
        saved={saved}
        onEdit={edit}
        onPreview={setPreview}
        onVersions={setVersions}
        onDeleted={(id) => {
          if (editing?.id === id) reset();
        }}
      />
      <DocumentPreviewModal document={preview} onClose={() => setPreview(null)} />
      <DocumentVersionsModal document={versions} onClose={() => setVersions(null)} />
    </Container>
  );
}
