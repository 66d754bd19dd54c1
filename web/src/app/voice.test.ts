import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One voice: every text a worker or an admin reads speaks formally ('usted'). This lists
 * every string literal, template text and JSX text of web/src (and of contract/src, whose messages the
 * screens show) and fails on informal forms. The spec's quoted strings stay verbatim even when informal:
 * they are the only exceptions.
 */
const SPEC_QUOTED = new Set([
  'Por favor, ingresa un comentario',
  'Por favor, ingresa un título para el tema',
  '¿Estás seguro de que deseas eliminar este nodo?',
  '¿Estás seguro de que deseas eliminar este anuncio?',
  '¿Estás seguro de que deseas eliminar este comentario?',
  'No tienes permiso para acceder a esta sección',
  'No hay cursos disponibles que coincidan con tu búsqueda.',
  'Selecciona un área y subárea',
  // A sub-area's name, not a sentence.
  '01 Participacion y Consulta',
]);

/** 'tú' pronouns and possessives, and second-person verb forms. */
const INFORMAL_WORDS =
  /(?<![\p{L}\p{N}])(tú|Tú|tu|Tu|tus|Tus|te|Te|contigo|tienes|puedes|debes|quieres|estás|Estás|eres|necesitas|deseas|olvidaste|recuerdas|encuentras|buscas|sabías|podrás|encontrarás|tendrás|recibirás|verás|deberás|regístrate|comunícate|inicia)(?![\p{L}\p{N}])/u;
/** 'tú' imperatives, where a sentence (or 'Por favor,', 'o', 'y') starts an instruction. */
const INFORMAL_IMPERATIVE =
  /(?:^|[.!?¡¿:]\s*|\bpor favor,\s*|\s[oy]\s)(busca|accede|ingresa|haz|elige|revisa|escribe|selecciona|intenta|vuelve|pulsa|usa|descarga|consulta|contacta|recuerda|agrega|sube|completa|confirma|cambia|introduce|prueba|espera|guarda|abre|toca|presiona|verifica|comunícate|asegúrate|lee|escoge|cierra|añade|comparte|descubre|explora|sigue|únete|participa|deja|actualiza|recarga|instala|anota|mira|ve|ven|pon|sal|di)(?![\p{L}\p{N}])/iu;

export function informal(text: string): string | null {
  const t = text.replace(/\s+/g, ' ').trim();
  // Keys, event names, paths and class names: one token with code punctuation, nobody reads them.
  if (!t || SPEC_QUOTED.has(t) || /^[\w.:/#-]*[.:/#_-][\w.:/#-]*$/u.test(t)) return null;
  return t.match(INFORMAL_WORDS)?.[0] ?? t.match(INFORMAL_IMPERATIVE)?.[1] ?? null;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The texts of one file: literals and JSX text, not module names. */
function textsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { text: string; line: number }[] = [];
  const add = (node: ts.Node, text: string) =>
    out.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      // The literal parts joined, so 'Busca dentro de ${x}.' reads as one sentence.
      add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … '));
    } else if (ts.isJsxText(node)) add(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The demo content (news, slides, announcements, forum…) is read by every user of a fresh install too. */
const seeds = sourceFiles(path.join(root, 'server/src')).filter((f) => /(\.seed\.ts|[/\\]seed[/\\]demo\.ts)$/.test(f));
const scanned = [...['web/src', 'contract/src'].flatMap((dir) => sourceFiles(path.join(root, dir))), ...seeds];

describe('one voice: formal usted', () => {
  it('recognises informal forms and lets formal ones and the spec quotes pass', () => {
    expect(informal('Accede a tu correo institucional')).toBe('tu');
    expect(informal('Busca en todas las áreas, o elija una subárea.')).toBe('Busca');
    expect(informal('Por favor, revisa los campos')).toBe('revisa');
    expect(informal('¡Sé el primero en comentar! Escribe algo')).toBe('Escribe');
    expect(informal('No tienes permiso para ver esto')).toBe('tienes');
    expect(informal('Busque en todas las áreas, o elija una subárea.')).toBeNull();
    expect(informal('Proteja su cuenta')).toBeNull();
    expect(informal('Área de TI · Activa')).toBeNull();
    expect(informal('Por favor, ingresa un comentario')).toBeNull();
    expect(informal('intranet:recarga-nueva-version')).toBeNull();
  });

  it('finds no informal text in web/src, contract/src or the demo seed outside the spec quotes', () => {
    expect(scanned.length).toBeGreaterThan(100);
    expect(seeds.length).toBeGreaterThan(5);
    const found = scanned.flatMap((file) =>
      textsOf(file).flatMap(({ text, line }) => {
        const word = informal(text);
        return word ? [`${path.relative(root, file)}:${line} «${word}» in ${JSON.stringify(text.trim())}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
