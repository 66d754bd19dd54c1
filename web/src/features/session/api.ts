import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginInput, LoginResponse, SessionResponse, SessionUser } from '@intranet/contract';
import { api, ApiError, wipeOfflineDataSoon } from '../../lib/api-client';
import { clearStoredUser, readStoredUser, writeStoredUser, type StoredUser } from '../../lib/session';
import { paths } from '../../config/paths';
import { resetOfflineState } from '../../offline/status';

/** Hands the device's offline data to `rut` (loaded with its IndexedDB code only when a session exists). */
function claimOfflineData(rut: string): Promise<void> {
  return import('../../offline/data').then((m) => m.claimOfflineData(rut)).catch(() => undefined);
}

/** Who is logged in, as far as the web app needs it (the login answer carries no id). */
export interface CurrentUser extends Omit<SessionUser, 'id'> {
  id?: number;
}

/** GET /api/session; a 401 means "nobody", not an error, so public pages can ask too. */
async function fetchSession(): Promise<CurrentUser | null> {
  try {
    // It also carries maxUploadMb, which the file pickers read from this query's data.
    const user = await api.get<SessionResponse>('/session', { redirectOnUnauthorized: false });
    // The offline data on this device is this user's from now on (another user's is wiped first).
    void claimOfflineData(user.rut);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredUser();
      void wipeOfflineDataSoon();
      return null;
    }
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
  retry: false,
  staleTime: 60_000,
});

/** Setting this key to null means "nobody": the guards then show /login. */
export const sessionQueryKey = sessionQuery.queryKey;

export function useSession() {
  return useQuery(sessionQuery);
}

/** The user to paint the layout with: the server's answer once known, the stored hint while asking. */
export function useViewer(): CurrentUser | StoredUser | null {
  const session = useSession();
  return session.isSuccess ? session.data : readStoredUser();
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResponse>('/login', input),
    onSuccess: async ({ rut, username, nombre, role, mustChangePassword, mustSetupTwoFactor }) => {
      const user: CurrentUser = { rut, username, nombre, role, mustChangePassword, mustSetupTwoFactor };
      await claimOfflineData(rut);
      writeStoredUser(user);
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}

/** Forum comments written offline and not sent yet (loaded with the IndexedDB code only when asked). */
function pendingCommentCount(): Promise<number> {
  return import('../../offline/data').then((m) => m.pendingCommentCount()).catch(() => 0);
}

/** Asked before a logout that would delete comments still waiting for the connection. */
export function logoutWithPendingMessage(count: number): string {
  const what = count === 1 ? '1 comentario del foro' : `${count} comentarios del foro`;
  return `Tiene ${what} sin enviar en este dispositivo. Si cierra sesión ahora, se borrarán (así nadie más los ve en este equipo). ¿Desea cerrar sesión de todos modos?`;
}

/**
 * Ends the session on the server, forgets everything cached, and shows /login (even if the call fails). Logging out
 * wipes the device's offline data for privacy; when forum comments still wait to be sent, the person is asked
 * first, so nothing typed is lost without a word.
 */
export function useLogout() {
  const mutation = useLogoutMutation();
  const { mutate } = mutation;
  const logout = useCallback(() => {
    void pendingCommentCount().then((pending) => {
      if (pending > 0 && !window.confirm(logoutWithPendingMessage(pending))) return;
      mutate();
    });
  }, [mutate]);
  return { ...mutation, mutate: logout };
}

function useLogoutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<void>('/logout', undefined, { redirectOnUnauthorized: false }),
    onSettled: async () => {
      clearStoredUser();
      // This device stops receiving this person's phone notices.
      await import('../../offline/data').then((m) => m.forgetPushSubscription()).catch(() => undefined);
      // Nothing of this user stays on the device for the next one, even offline.
      resetOfflineState();
      await wipeOfflineDataSoon();
      // "Nobody" first, so no guard or login page acts on the old user while the cache empties.
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await navigate(paths.login.path, { replace: true });
    },
  });
}
