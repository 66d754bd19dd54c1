/**
 * Forms that guide: after a submit that ends with invalid fields — the client's own check, or the
 * server's 400 `fields` arriving later — the first invalid field of that form gets the focus and is scrolled into
 * view, on every form of the app without each one doing it. It watches the submitted form only until a field turns
 * invalid, the person types again, or 15 s pass.
 */
const INVALID = '.is-invalid, [aria-invalid="true"]';
const CONTROL = 'input:not([type="hidden"]), select, textarea';

function focusFirstInvalid(form: HTMLFormElement): boolean {
  const field = form.querySelector<HTMLElement>(INVALID);
  if (!field) return false;
  const target = field.matches(CONTROL) ? field : (field.querySelector<HTMLElement>(CONTROL) ?? field);
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
  return true;
}

export function installFocusFirstInvalid(doc: Document = document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const observer = new MutationObserver(() => {
        if (focusFirstInvalid(form)) stop();
      });
      const timer = setTimeout(() => stop(), 15_000);
      const stop = () => {
        observer.disconnect();
        clearTimeout(timer);
        form.removeEventListener('input', stop);
      };
      form.addEventListener('input', stop);
      observer.observe(form, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class', 'aria-invalid'],
      });
      // Errors already on screen (submitted again unchanged) or set in the same render as the submit.
      requestAnimationFrame(() => {
        if (focusFirstInvalid(form)) stop();
      });
    },
    true,
  );
}
