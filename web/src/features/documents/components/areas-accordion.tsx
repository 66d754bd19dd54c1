import { useState } from 'react';
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
  // Bootstrap's accordion markup, several areas open at once (the chosen one open at first). Written out instead of
  // react-bootstrap's Accordion: /procedures is opened first on phones and then needs none of react-bootstrap.
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(selected ? [selected.area] : []));
  const toggle = (area: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(area)) next.add(area);
      return next;
    });
  const areaTotal = (area: DocumentArea) =>
    DOCUMENT_AREAS[area].reduce((n, subarea) => n + (counts?.get(countKey(area, subarea)) ?? 0), 0);
  return (
    <nav aria-label="Áreas y subáreas">
      <div className="accordion areas-accordion shadow-sm">
        {DOCUMENT_AREA_NAMES.map((area, index) => {
          const expanded = open.has(area);
          const panel = `areas-accordion-${index}`;
          return (
            <div className="accordion-item" key={area}>
              <h2 className="accordion-header">
                <button
                  type="button"
                  className={`accordion-button${expanded ? '' : ' collapsed'}`}
                  aria-expanded={expanded}
                  aria-controls={panel}
                  onClick={() => toggle(area)}
                >
                  <i className="bi bi-folder2-open me-2 text-accent" aria-hidden="true" />
                  {area}
                  {counts && (
                    <span className="subarea-count ms-2" aria-hidden="true">
                      ({areaTotal(area)})
                    </span>
                  )}
                </button>
              </h2>
              <div id={panel} className={`accordion-collapse collapse${expanded ? ' show' : ''}`}>
                <div className="accordion-body p-0">
                  <div className="list-group list-group-flush">
                    {DOCUMENT_AREAS[area].map((subarea) => {
                      const active = selected?.area === area && selected.subarea === subarea;
                      const total = counts?.get(countKey(area, subarea));
                      const empty = counts !== undefined && !total && !active;
                      return (
                        <button
                          key={subarea}
                          type="button"
                          aria-current={active ? 'true' : undefined}
                          onClick={() => onSelect({ area, subarea })}
                          className={`list-group-item list-group-item-action subarea-item d-flex justify-content-between gap-2${active ? ' active' : ''}${empty ? ' subarea-empty' : ''}`}
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
                        </button>
                      );
                    })}
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
