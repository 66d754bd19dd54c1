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
}

/** The fixed areas, each opening its sub-areas; choosing one shows its documents. */
export function AreasAccordion({ selected, onSelect }: AreasAccordionProps) {
  return (
    <nav aria-label="Áreas y subáreas">
      <Accordion defaultActiveKey={selected ? [selected.area] : []} className="areas-accordion shadow-sm" alwaysOpen>
        {DOCUMENT_AREA_NAMES.map((area) => (
          <Accordion.Item eventKey={area} key={area}>
            <Accordion.Header as="h2">
              <i className="bi bi-folder2-open me-2 text-accent" aria-hidden="true" />
              {area}
            </Accordion.Header>
            <Accordion.Body className="p-0">
              <ListGroup variant="flush">
                {DOCUMENT_AREAS[area].map((subarea) => {
                  const active = selected?.area === area && selected.subarea === subarea;
                  return (
                    <ListGroup.Item
                      key={subarea}
                      as="button"
                      type="button"
                      action
                      active={active}
                      aria-current={active ? 'true' : undefined}
                      onClick={() => onSelect({ area, subarea })}
                      className="subarea-item"
                    >
                      {subarea}
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
