import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { newsInputSchema, type News } from '@intranet/contract';
import { FormActions } from '../../../components/admin-crud';
import { AudienceScheduleFields, audienceScheduleValues } from '../../../components/content-audience-fields';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { todayInSantiago } from '../../../lib/format';
import { storedImageUrl } from '../../../lib/stored-image';
import { formDataOf, useSaveEntity } from '../../../lib/use-save-entity';
import { useSaveNews } from '../api';
import { RequiredLegend } from '../../../components/field-label';

interface NewsFormProps {
  /** The news item being edited; absent when creating. */
  news?: News;
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/**
 * Create or edit a news item (nombre, area, detalle and fecha required; picture optional), with its
 * optional audience and publishing window.
 */
export function NewsForm({ news, onDone }: NewsFormProps) {
  const form = useSaveEntity({
    schema: newsInputSchema,
    initial: {
      nombre: news?.nombre ?? '',
      area: news?.area ?? '',
      detalle: news?.detalle ?? '',
      fecha: news?.fecha ?? todayInSantiago(),
      ...audienceScheduleValues(news),
    },
    mutation: useSaveNews(),
    request: (input, values, files) => ({
      id: news?.id ?? null,
      form: formDataOf(
        {
          nombre: input.nombre,
          area: input.area,
          detalle: input.detalle,
          fecha: input.fecha,
          // Sent as typed: JSON lists and Santiago date-times, converted to UTC by the server.
          audiencia_areas: values.audiencia_areas,
          audiencia_sucursales: values.audiencia_sucursales,
          publicar_el: values.publicar_el,
          despublicar_el: values.despublicar_el,
        },
        { imagen: files.imagen },
      ),
    }),
    savedMessage: news ? 'Noticia actualizada exitosamente' : 'Noticia creada exitosamente',
    onSaved: onDone,
    fileField: 'imagen',
  });
  const { values, errors, change } = form;

  const id = (field: string) => `news-${field}`;
  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby="news-form-title">
      <h2 id="news-form-title" className="h5 mb-3">
        {news ? 'Editar noticia' : 'Nueva noticia'}
      </h2>
      <RequiredLegend />
      {form.generalError ? <ErrorAlert error={form.generalError} /> : null}
      <Row>
        <Col md={8}>
          <TextField
            id={id('nombre')}
            name="nombre"
            label="Nombre"
            required
            maxLength={200}
            value={values.nombre}
            onChange={(v) => change('nombre', v)}
            error={errors.nombre}
          />
        </Col>
        <Col md={4}>
          <TextField
            id={id('fecha')}
            name="fecha"
            label="Fecha"
            type="date"
            required
            value={values.fecha}
            onChange={(v) => change('fecha', v)}
            error={errors.fecha}
          />
        </Col>
      </Row>
      <TextField
        id={id('area')}
        name="area"
        label="Área"
        required
        maxLength={100}
        value={values.area}
        onChange={(v) => change('area', v)}
        error={errors.area}
      />
      <TextField
        id={id('detalle')}
        name="detalle"
        label="Detalle"
        rows={6}
        required
        value={values.detalle}
        onChange={(v) => change('detalle', v)}
        error={errors.detalle}
      />
      <AudienceScheduleFields idPrefix="news" values={values} change={change} errors={errors} />
      <ImageField
        id={id('imagen')}
        label="Imagen"
        file={form.files.imagen ?? null}
        onChange={(file) => form.chooseFile('imagen', file)}
        currentUrl={storedImageUrl(news?.imagen)}
        error={errors.imagen}
      />
      <FormActions editing={!!news} createLabel="Subir noticia" pending={form.pending} onCancel={onDone} />
    </Form>
  );
}
