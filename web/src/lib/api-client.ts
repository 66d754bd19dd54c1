import { TOTAL_COUNT_HEADER, type ApiErrorBody } from '@intranet/contract';
import { clearStoredUser } from './session';
import { noteAnswer } from '../offline/status';

/** Every API path lives under this prefix. */
export const API_PREFIX = '/api';

const NETWORK_ERROR = 'No se pudo conectar con el servidor. Revise su conexión e intente nuevamente.';
const UNKNOWN_ERROR = 'Ocurrió un error inesperado. Intente nuevamente.';

/** A non-2xx answer (or no answer at all: status 0), with the server's Spanish sentence. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  /** A failed login: tries left before the lockout. */
  readonly triesLeft: number | undefined;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.error || UNKNOWN_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.triesLeft = body.intentos_restantes;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** false: a 401 is returned to the caller only (the session check and logout use this). */
  redirectOnUnauthorized?: boolean;
}

let unauthorizedHandler: (() => void) | null = null;

/** Registers what happens after a 401 (the app clears its session cache and shows /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The ended session's offline data (cached answers, saved PDFs, pending comments) leaves the device. */
export function wipeOfflineDataSoon(): Promise<void> {
  return import('../offline/data').then((m) => m.wipeOfflineData()).catch(() => undefined);
}

function handleUnauthorized(): void {
  clearStoredUser();
  void wipeOfflineDataSoon();
  if (unauthorizedHandler) unauthorizedHandler();
  else if (window.location.pathname !== '/login') window.location.assign('/login');
}

const LOGIN_URL = `${API_PREFIX}/login`;

/** URL of an API path or of a stored file (`/uploads/...`); a path already under /api is kept. */
export function apiUrl(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (absolute === API_PREFIX || absolute.startsWith(`${API_PREFIX}/`)) return absolute;
  return `${API_PREFIX}${absolute}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorBody(body: unknown): Partial<ApiErrorBody> {
  if (typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).error === 'string') {
    return body as ApiErrorBody;
  }
  return {};
}

async function exchange<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<{ data: T; response: Response }> {
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const url = apiUrl(path);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      signal: options.signal,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { error: NETWORK_ERROR });
  }

  // An answer the service worker took from its offline cache shows the 'Sin conexión' banner.
  noteAnswer(response.headers);
  const data = await readBody(response);
  if (response.ok) return { data: data as T, response };

  const failure = new ApiError(response.status, errorBody(data));
  if (response.status === 401 && url.split('?')[0] !== LOGIN_URL && options.redirectOnUnauthorized !== false) {
    handleUnauthorized();
  }
  throw failure;
}

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return (await exchange<T>(method, path, body, options)).data;
}

/** One page of a list: the JSON array, and the number of matching rows from `X-Total-Count`. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * The one HTTP client. Paths are given without the `/api` prefix
 * (`api.get('/noticias?ultimas=5')`). JSON in and out; `postForm`/`putForm` send multipart.
 */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  /** A paged list whose body is a plain array (the spec's shape) and whose total is in a header. */
  getPage: async <T>(path: string, options?: RequestOptions): Promise<ListPage<T>> => {
    const { data, response } = await exchange<T[]>('GET', path, undefined, options);
    const items = data ?? [];
    const total = response.headers.get(TOTAL_COUNT_HEADER);
    return { items, total: total === null ? items.length : Number(total) };
  },
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  del: <T = void>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
  postForm: <T>(path: string, form: FormData, options?: RequestOptions) => request<T>('POST', path, form, options),
  putForm: <T>(path: string, form: FormData, options?: RequestOptions) => request<T>('PUT', path, form, options),
};

/** A person-readable sentence for any thrown value. */
export function errorMessage(error: unknown, fallback = UNKNOWN_ERROR): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
