import fsp from 'node:fs/promises';
import { documentInputSchema } from '@intranet/contract';
import type { SeedContext } from '../../seed/context.js';
import { createDocument, setDocumentVisibility } from './documents.service.js';
import { buildSimplePdf } from '../../seed/simple-pdf.js';

interface DemoDocument {
  nombre: string;
  area: string;
  subarea: string;
  lineas: string[];
  visible?: boolean;
}

const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    nombre: 'Manual de uso del correo corporativo',
    area: 'Manuales',
    subarea: 'Procedimientos de informatica',
    lineas: [
      '1. Ingrese con su usuario y contraseña corporativa.',
      '2. No abra adjuntos de remitentes desconocidos.',
      '3. Reporte correos sospechosos a Soporte.',
    ],
  },
  {
    nombre: 'Procedimiento de respaldo de información',
    area: 'Manuales',
    subarea: 'Procedimientos de informatica',
    lineas: ['Los equipos se respaldan cada viernes a las 18:00.', 'Verifique el respaldo en el portal de Soporte.'],
  },
  {
    nombre: 'Plan de manejo de residuos peligrosos',
    area: 'Procedimientos',
    subarea: 'Salud Ocupacional y Medio Ambiente',
    lineas: [
      'Objetivo: segregar, almacenar y retirar residuos peligrosos de faena.',
      'Responsable: Jefe de Medio Ambiente de cada sucursal.',
    ],
  },
  {
    nombre: 'Protocolo de exposición ocupacional a ruido (PREXOR)',
    area: 'Procedimientos',
    subarea: 'Salud Ocupacional y Medio Ambiente',
    lineas: [
      'Uso obligatorio de protección auditiva sobre 85 dB(A).',
      'Audiometrías anuales para el personal expuesto.',
    ],
  },
  {
    nombre: 'Acta del Comité Paritario de Higiene y Seguridad',
    area: 'Normas ISO 45001',
    subarea: '01 Participacion y Consulta',
    lineas: ['Sesión ordinaria de marzo.', 'Acuerdos: inspección de EPP y simulacro de evacuación.'],
  },
  {
    nombre: 'Política de Seguridad y Salud en el Trabajo',
    area: 'Normas ISO 45001',
    subarea: '02 Politica',
    lineas: ['Nuestro compromiso: cero daño a las personas.', 'Aprobada por la Gerencia General.'],
  },
  {
    nombre: 'Matriz IPER – Planta Calama',
    area: 'Normas ISO 45001',
    subarea: '04 Identificacion de Peligros',
    lineas: ['Identificación de peligros y evaluación de riesgos por proceso.', 'Revisión anual o ante cambios.'],
  },
  {
    nombre: 'Plan de emergencia y evacuación',
    area: 'Normas ISO 45001',
    subarea: '16 Preparacion y Respuesta ante Emergencias',
    lineas: ['Zonas de seguridad señalizadas en cada instalación.', 'Simulacros semestrales.'],
  },
  {
    nombre: 'Programa de auditoría interna 2026 (borrador)',
    area: 'Normas ISO 45001',
    subarea: '18 Auditoria Interna',
    lineas: ['Borrador en revisión: no publicar hasta su aprobación.'],
    visible: false,
  },
  {
    nombre: 'Formato de inspección de EPP',
    area: 'Normas ISO 45001',
    subarea: '23 Formatos',
    lineas: ['Casco, lentes, guantes, zapatos de seguridad, protección auditiva.', 'Firma del supervisor: ________'],
  },
];

/** Demo documents: small real PDFs generated here, in several sub-areas, one hidden. */
export async function seedDocuments(ctx: SeedContext): Promise<void> {
  const deps = { db: ctx.db, storage: ctx.storage, pdfText: ctx.pdfText };
  for (const d of DEMO_DOCUMENTS) {
    const pdf = buildSimplePdf(d.nombre, [`${d.area} · ${d.subarea}`, '', ...d.lineas]);
    const tempPath = ctx.storage.tempPath();
    await fsp.writeFile(tempPath, pdf);
    try {
      const doc = await createDocument(
        deps,
        documentInputSchema.parse({ nombre: d.nombre, area: d.area, subarea: d.subarea }),
        { field: 'archivo', tempPath, size: pdf.length, filename: `${d.nombre}.pdf` },
      );
      if (d.visible === false) await setDocumentVisibility(ctx.db, doc.id, false);
    } finally {
      await fsp.rm(tempPath, { force: true });
    }
  }
  ctx.log.info({ documents: DEMO_DOCUMENTS.length }, 'demo documents seeded');
}
