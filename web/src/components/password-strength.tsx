import { useDeferredValue, useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH, type Role } from '@intranet/contract';

import type * as Strength from '@intranet/contract/password-strength';

type StrengthModule = typeof Strength;
export type PasswordOwner = Strength.PasswordOwner;

let loading: Promise<StrengthModule> | undefined;
/** The checker and its dictionaries (≈ 1 MB): a lazy chunk, fetched the first time a password form opens. */
const loadChecker = () => (loading ??= import('@intranet/contract/password-strength'));

/** The loaded checker, or null while it downloads (the server checks again anyway). */
function useChecker(): StrengthModule | null {
  const [mod, setMod] = useState<StrengthModule | null>(null);
  useEffect(() => {
    let live = true;
    loadChecker().then(
      (m) => live && setMod(m),
      () => undefined, // offline or a failed chunk: the form still works, the server has the last word
    );
    return () => {
      live = false;
    };
  }, []);
  return mod;
}

const LEVELS = ['muy débil', 'débil', 'regular', 'buena', 'muy buena'] as const;

interface Props {
  /** id of the help block: the password input names it in aria-describedby. */
  id: string;
  password: string;
  owner: PasswordOwner;
}

/**
 * The password rule under a new-password field, and while typing how strong it is and what is wrong with it:
 * the same check the server makes, so what this says is what the server will answer.
 */
export function PasswordStrength({ id, password, owner }: Props) {
  const checker = useChecker();
  const typed = useDeferredValue(password);
  const verdict = checker && typed ? checker.checkPassword(typed, owner) : null;
  const level = verdict ? LEVELS[verdict.score]! : null;
  return (
    <div id={id} className="mt-1">
      <Form.Text className="d-block text-body-secondary">{ruleText(checker, owner.role)}</Form.Text>
      <div aria-live="polite">
        {verdict && level && (
          <>
            <div className="small mt-2" data-testid="password-strength">
              Seguridad: <strong className={verdict.ok ? 'text-success' : 'text-danger'}>{level}</strong>.{' '}
              {verdict.ok ? (
                <span className="text-success">Cumple los requisitos.</span>
              ) : (
                <ul className="text-danger mb-0 ps-3">
                  {verdict.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                  {verdict.suggestions.map((s) => (
                    <li key={s} className="text-body-secondary">
                      {s}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function ruleText(checker: StrengthModule | null, role: Role): string {
  if (checker) return checker.passwordRule(role);
  return `Use al menos ${role === 'admin' ? ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH} caracteres.`;
}
