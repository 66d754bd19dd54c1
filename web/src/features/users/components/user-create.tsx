import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { USER_MESSAGES, type User } from '@intranet/contract';
import { ApiError } from '../../../lib/api-client';
import { useCreateUser } from '../api';
import { UserForm } from './user-form';

/** The create form of /manage-users; empties itself after a success. */
export function UserCreate({ onDone }: { onDone?: (created?: User) => void }) {
  const create = useCreateUser();
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      {create.isError && (
        <Alert variant="danger" role="alert">
          <div>{USER_MESSAGES.createError}</div>
          {/* The space keeps the two sentences apart when the alert is read as one text. */}{' '}
          {create.error instanceof ApiError && <div className="small mt-1">{create.error.message}</div>}
        </Alert>
      )}
      <UserForm
        resetKey={resetKey}
        mutation={create}
        savedMessage={USER_MESSAGES.created}
        submitLabel="Crear usuario"
        onSaved={(created) => {
          setResetKey((k) => k + 1);
          create.reset();
          onDone?.(created);
        }}
        onCancel={() => onDone?.()}
      />
    </>
  );
}
