import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  ANNOUNCEMENT_TYPES,
  announcementInputSchema,
  imageFieldsFor,
  type Announcement,
  type AnnouncementType,
} from '@intranet/contract';
import { FormActions } from '../../../components/admin-crud';
import { AudienceScheduleFields, audienceScheduleValues } from '../../../components/content-audience-fields';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import { storedImageUrl } from '../../../lib/stored-image';
import { formDataOf, useSaveEntity } from '../../../lib/use-save-entity';
import { useSaveAnnouncement } from '../api';
import { TYPE_LABELS } from '../labels';
import { FieldLabel, RequiredLegend } from '../../../components/field-label';

interface AnnouncementFormProps {
  announcement?: Announcement;
  /** Types that already have an announcement (one per type): not offered when creating. */
  takenTypes: AnnouncementType[];
  /** After a save (with the saved row, kept highlighted in the list) or a cancel. */
  onDone: (saved?: { id: number }) => void;
}

/**
 * Create or edit an announcement (type, title and detail required; images by type), with its optional
 * audience and publishing window.
 */
export function AnnouncementForm({ announcement, takenTypes, onDone }: AnnouncementFormProps) {
  const form = useSaveEntity({
    schema: announcementInputSchema,
    initial: {
      type: announcement?.type ?? '',
      title: announcement?.title ?? '',
      detail: announcement?.detail ?? '',
      ...audienceScheduleValues(announcement),
    },
    mutation: useSaveAnnouncement(),
    // Only the images this type takes are sent (misionvision: four; the others: one).
    request: (input, values, files) => ({
      id: announcement?.id ?? null,
      form: formDataOf(
        {
          type: input.type,
          title: input.title,
          detail: input.detail,
          // Sent as typed: JSON lists and Santiago date-times, converted to UTC by the server.
          audiencia_areas: values.audiencia_areas,
          audiencia_sucursales: values.audiencia_sucursales,
          publicar_el: values.publicar_el,
          despublicar_el: values.despublicar_el,
        },
        Object.fromEntries(imageFieldsFor(input.type).map((f) => [f, files[f]])),
      ),
    }),
    savedMessage: announcement ? 'Anuncio actualizado exitosamente' : 'Anuncio creado exitosamente',
    onSaved: onDone,
    fileField: 'image1',
  });
  const { values, errors, change } = form;
  const type = (ANNOUNCEMENT_TYPES as readonly string[]).includes(values.type)
    ? (values.type as AnnouncementType)
    : null;
  const imageFields = type ? imageFieldsFor(type) : (['image1'] as const);

  return (
    <Form noValidate onSubmit={form.submit} aria-labelledby="announcement-form-title">
      <h2 id="announcement-form-title" className="h5 mb-3">
        {announcement ? 'Editar anuncio' : 'Nuevo anuncio'}
      </h2>
      <RequiredLegend />
      {form.generalError ? <ErrorAlert error={form.generalError} /> : null}
      <Form.Group className="mb-3" controlId="announcement-type">
        <FieldLabel required>Tipo</FieldLabel>
        <Form.Select
          name="type"
          required
          value={values.type}
          onChange={(e) => change('type', e.target.value)}
          isInvalid={!!errors.type}
          aria-describedby={errors.type ? 'announcement-type-error' : undefined}
        >
          <option value="">Seleccione un tipo</option>
          {ANNOUNCEMENT_TYPES.map((t) => (
            <option key={t} value={t} disabled={t !== announcement?.type && takenTypes.includes(t)}>
              {TYPE_LABELS[t]} ({t}){t !== announcement?.type && takenTypes.includes(t) ? ' — ya existe' : ''}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid" id="announcement-type-error">
          {errors.type}
        </Form.Control.Feedback>
      </Form.Group>
      <TextField
        id="announcement-title"
        name="title"
        label="Título"
        required
        maxLength={200}
        value={values.title}
        onChange={(v) => change('title', v)}
        error={errors.title}
      />
      <TextField
        id="announcement-detail"
        name="detail"
        label="Detalle"
        rows={6}
        required
        value={values.detail}
        onChange={(v) => change('detail', v)}
        error={errors.detail}
      />
      <AudienceScheduleFields idPrefix="announcement" values={values} change={change} errors={errors} />
      <Row xs={1} md={imageFields.length > 1 ? 2 : 1}>
        {imageFields.map((field, i) => (
          <Col key={field}>
            <ImageField
              id={`announcement-${field}`}
              label={imageFields.length > 1 ? `Imagen ${i + 1}` : 'Imagen'}
              file={form.files[field] ?? null}
              onChange={(file) => form.chooseFile(field, file)}
              currentUrl={storedImageUrl(announcement?.[field])}
              error={errors[field]}
            />
          </Col>
        ))}
      </Row>
      <FormActions editing={!!announcement} createLabel="Crear anuncio" pending={form.pending} onCancel={onDone} />
    </Form>
  );
}
