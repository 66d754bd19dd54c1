import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { powerBiUrl, type PowerBiPageConfig } from '@intranet/contract';
import { useToast } from '../../../components/toast-provider';
import { errorMessage } from '../../../lib/api-client';
import { useSavePowerBiPage } from '../admin-api';

/** The embed URL of each /Graficos page; an empty URL removes the page's configuration. */
export function PowerBiPagesForm({ pages }: { pages: PowerBiPageConfig[] }) {
  return (
    <>
      {pages.map((p, i) => (
        <PageRow key={`${p.page}-${p.url ?? ''}`} config={p} label={`Página ${i + 1}`} />
      ))}
    </>
  );
}

function PageRow({ config, label }: { config: PowerBiPageConfig; label: string }) {
  const [url, setUrl] = useState(config.url ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSavePowerBiPage();
  const notify = useToast();
  const id = `pagina-${config.page}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (value) {
      const parsed = powerBiUrl().safeParse(value);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'URL inválida.');
        return;
      }
    }
    save.mutate(
      { page: config.page, url: value },
      {
        onSuccess: () => notify(`${label} actualizada exitosamente`),
        onError: (e) => {
          setError(errorMessage(e));
        },
      },
    );
  };
  return (
    <Form noValidate onSubmit={submit} className="mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id={id}
          type="url"
          value={url}
          placeholder="https://app.powerbi.com/view?r=..."
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          isInvalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline-primary" disabled={save.isPending}>
          Guardar
        </Button>
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
