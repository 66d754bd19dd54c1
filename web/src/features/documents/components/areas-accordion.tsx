import Accordion from 'react-bootstrap/Accordion';
import ListGroup from 'react-bootstrap/ListGroup';
import { DOCUMENT_AREA_NAMES, DOCUMENT_AREAS, type DocumentArea } from '@intranet/contract';

export interface SubareaChoice {
  area: DocumentArea;
  subarea: string;
}

interface AreasAccordionProps {
  selected: SubareaChoice | null;
  onSelect: (choice: SubareaChoice) => void;
  /** Documents per `area\nsubarea`; undefined while loading (then no counts are shown). */
  counts?: Map<string, number> | undefined;
}

export const countKey = (area: string, subarea: string) => `${area}\n${subarea}`;

/**
 * The fixed areas, each opening its sub-areas with their document counts; choosing one shows its
 * documents. An empty sub-area is greyed out with '(0)', so nobody opens it expecting documents.
 */
export function AreasAccordion({ selected, onSelect, counts }: AreasAccordionProps) {
  const areaTotal = (area: DocumentArea) =>
    DOCUMENT_AREAS[area].reduce((n, subarea) => n + (counts?.get(countKey(area, subarea)) ?? 0), 0);
  return (
    <nav aria-label="Áreas y subáreas">
      <Accordion defaultActiveKey={selected ? [selected.area] : []} className="areas-accordion shadow-sm" alwaysOpen>
        {DOCUMENT_AREA_NAMES.map((area) => (
          <Accordion.Item eventKey={area} key={area}>
            <Accordion.Header as="h2">
              <i className="bi bi-folder2-open me-2 text-accent" aria-hidden="true" />
              {area}
              {counts && (
                <span className="subarea-count ms-2" aria-hidden="true">
                  ({areaTotal(area)})
                </span>
              )}
            </Accordion.Header>
            <Accordion.Body className="p-0">
              <ListGroup variant="flush">
                {DOCUMENT_AREAS[area].map((subarea) => {
                  const active = selected?.area === area && selected.subarea === subarea;
                  const total = counts?.get(countKey(area, subarea));
                  const empty = counts !== undefined && !total && !active;
                  return (
                    <ListGroup.Item
                      key={subarea}
                      as="button"
                      type="button"
                      action
                      active={active}
                      aria-current={active ? 'true' : undefined}
                      onClick={() => onSelect({ area, subarea })}
                      className={`subarea-item d-flex justify-content-between gap-2${empty ? ' subarea-empty' : ''}`}
                    >
                      <span>{subarea}</span>
                      {counts && (
                        <>
                          <span className="subarea-count" aria-hidden="true">
                            ({total ?? 0})
                          </span>
                          <span className="visually-hidden">
                            {total === 1 ? ': 1 documento' : `: ${total ?? 0} documentos`}
                          </span>
                        </>
                      )}
                    </ListGroup.Item>
                  );
                })}
              </ListGroup>
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </nav>
  );
}
