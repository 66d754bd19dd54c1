import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import {
  credentialsCsv,
  formatRut,
  IMPORT_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportPreview,
  type ImportResult,
} from '@intranet/contract';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePreviewImport, useRunImport } from '../api';
import { FileField } from '../../../components/file-field';

function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const TEMPLATE = `${IMPORT_COLUMNS.join(';')}\r\n12.345.678-5;jperez;Juan Pérez Soto;juan.perez@empresa.cl;Operador de Planta;+56 9 1234 5678;Minera y Energía Andina S.A.;15-03-1990;Tablet de faena;Operaciones;Calama;15.234.567-4;4021\r\n`;

/**
 * Onboarding in bulk: the admin picks the HR export, checks it (dry run, nothing is
 * written), then imports everything in one go. The temporary passwords are shown once, with a CSV download.
 */
export function UsersImport() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const check = usePreviewImport();
  const run = useRunImport();
  const failure = check.error ?? run.error;
  const rowErrors = failure instanceof ApiError ? Object.entries(failure.fields) : [];

  const choose = (f: File | null) => {
    setFile(f);
    setPreview(null);
    setResult(null);
    check.reset();
    run.reset();
  };

  const submitCheck = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    run.reset();
    check.mutate(file, { onSuccess: setPreview });
  };

  const submitImport = () => {
    if (!file) return;
    run.mutate(file, {
      onSuccess: (r) => {
        setResult(r);
        setPreview(null);
        setFile(null);
      },
    });
  };

  return (
    <div>
      <p className="small text-body-secondary mb-2">
        Columnas: {IMPORT_COLUMNS.join(', ')} (obligatorias: {IMPORT_REQUIRED_COLUMNS.join(', ')}). Separador coma o
        punto y coma, codificación UTF-8 o Latin-1. Fechas AAAA-MM-DD o DD-MM-AAAA.{' '}
        <Button
          variant="link"
          size="sm"
          className="p-0 align-baseline"
          onClick={() => download('plantilla-usuarios.csv', TEMPLATE)}
        >
          Descargar plantilla
        </Button>
      </p>
      <Form onSubmit={submitCheck} className="d-flex flex-wrap gap-2 align-items-start mb-3">
        <div className="flex-grow-1">
          <FileField
            id="import-archivo"
            name="archivo"
            label="Archivo CSV"
            visuallyHiddenLabel
            kind="csv"
            className=""
            file={file}
            onChange={choose}
          />
        </div>
        <Button type="submit" variant="outline-primary" disabled={!file || check.isPending || run.isPending}>
          {check.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Revisar archivo
        </Button>
      </Form>

      <div aria-live="polite">
        {failure && (
          <Alert variant="danger">
            <div className="fw-semibold">{errorMessage(failure)}</div>
            {rowErrors.length > 0 && (
              <ul className="mb-0 mt-2 small import-errors">
                {rowErrors.map(([key, message]) => (
                  <li key={key}>
                    <strong className="text-capitalize">{key}:</strong> {message}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}

        {preview && (
          <Alert variant="success">
            <p className="mb-2">
              El archivo es válido:{' '}
              {preview.total === 1 ? 'se creará 1 usuario' : `se crearán ${preview.total} usuarios`}, todos con una
              contraseña temporal que deberán cambiar al iniciar sesión.
            </p>
            <Table size="sm" responsive className="mb-2 bg-white small">
              <caption className="small">
                {preview.total > 5 ? `Primeras 5 de ${preview.total} filas` : 'Filas del archivo'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Fila</th>
                  <th scope="col">RUT</th>
                  <th scope="col">Usuario</th>
                  <th scope="col">Nombre</th>
                  <th scope="col">Correo</th>
                  <th scope="col">Cargo</th>
                </tr>
              </thead>
              <tbody>
                {preview.filas.slice(0, 5).map((r) => (
                  <tr key={r.fila}>
                    <td>{r.fila}</td>
                    <td className="text-nowrap">{formatRut(r.rut)}</td>
                    <td>{r.username}</td>
                    <td>{r.nombre}</td>
                    <td className="text-break">{r.correo}</td>
                    <td>{r.puesto ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Button variant="primary" onClick={submitImport} disabled={run.isPending}>
              {run.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {run.isPending ? 'Importando...' : `Importar ${preview.total} usuarios`}
            </Button>
          </Alert>
        )}

        {result && (
          <Alert variant="success">
            <p className="fw-semibold mb-1">
              {result.creados === 1 ? 'Se creó 1 usuario.' : `Se crearon ${result.creados} usuarios.`}
            </p>
            <p className="mb-2">
              Estas contraseñas temporales se muestran solo esta vez: descárguelas ahora y entréguelas a cada persona.
            </p>
            <Button
              variant="primary"
              className="mb-2"
              onClick={() => download('contrasenas-temporales.csv', credentialsCsv(result.credenciales))}
            >
              <i className="bi bi-download me-1" aria-hidden="true" />
              Descargar CSV
            </Button>
            <div className="import-credentials">
              <Table size="sm" className="mb-0 bg-white small">
                <caption className="visually-hidden">Contraseñas temporales</caption>
                <thead>
                  <tr>
                    <th scope="col">RUT</th>
                    <th scope="col">Usuario</th>
                    <th scope="col">Contraseña temporal</th>
                  </tr>
                </thead>
                <tbody>
                  {result.credenciales.map((c) => (
                    <tr key={c.rut}>
                      <td className="text-nowrap">{formatRut(c.rut)}</td>
                      <td>{c.username}</td>
                      <td>
                        <code>{c.password_temporal}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </Alert>
        )}
      </div>
    </div>
  );
}
