import type { AuditAction, AuditTargetType } from './audit';
import type { CATEGORY_ICONS, SORT_ORDERS, USER_ROLES, USER_SORT_FIELDS } from './constants';
import type { RemoteFederationName } from './remotes';

/** Entities of SPEC.md section 3, as the API sends them. */
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];
export type UserRole = (typeof USER_ROLES)[number];
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
export type CategoryKey = string;

export interface CategorySummary {
  key: CategoryKey;
  title: string;
  image: string;
  icon: CategoryIcon;
}

export interface Category extends CategorySummary {
  description: string;
  galleryImages: string[];
  createdAt: string;
}

export interface UserRecord {
  _id: string;
  uid: string;
  name: string;
  email: string;
  photoURL?: string;
  role: UserRole;
  status: string;
  emailVerified?: boolean;
  phoneNumber?: string;
  refCode: string;
  referredBy?: string;
  ordersCount?: number;
  projectsCount?: number;
  partnersCount?: number;
  createdAt: string;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject?: string;
  message: string;
  read: boolean;
  createdAt: string;
  /** Set once an admin replied from the inbox (status: new, read, replied). */
  repliedAt?: string;
  /** The quote request the team made from this message (POST /contacts/{id}/quote-request). */
  quoteRequest?: { id: string; reference: string };
}

/** Query of GET /users (admin): every field optional; the total comes back in X-Total-Count. */
export interface UsersListQuery {
  search?: string;
  role?: UserRole;
  sort?: UserSortField;
  order?: SortOrder;
  page?: number;
  limit?: number;
}

/** One changed field of an audited write: its value before and after, shortened. */
export interface AuditChange {
  field: string;
  from?: string;
  to?: string;
}

/** One entry of the audit trail, as GET /audit sends it (newest first). */
export interface AuditEntry {
  _id: string;
  /**
   * Who did it, as they were at that moment; a refused sign-in has at most a claimed email,
   * marked `unverified: true` (the token that claimed it was refused).
   */
  actor: { id?: string; email?: string; unverified?: boolean };
  action: AuditAction;
  target: { type: AuditTargetType; id?: string; label?: string };
  changes: AuditChange[];
  /** ISO 8601. */
  at: string;
  requestId?: string;
  ip?: string;
  /** The bulk action this entry was one record of. */
  batchId?: string;
  /**
   * False when a later audited write deleted the target (a user, category or message); absent
   * for targets that are not records (exports, refused sign-ins).
   */
  targetExists?: boolean;
}

/** Query of GET /audit (admin): every field optional; the total comes back in X-Total-Count. */
export interface AuditListQuery {
  /** An actor's email or user record id. */
  actor?: string;
  action?: AuditAction;
  /** A target's id or label (an email, a category key). */
  target?: string;
  /** ISO dates; `to` is inclusive. */
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/** What the public contact form sends (subject is optional). */
export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  subject?: string;
}

/** POST /contacts: 201. */
export interface ContactReceivedResponse {
  message: string;
  insertedId: string;
}

/** PATCH /users/admin/{id}, DELETE /users/admin/{id}, PATCH /contacts/{id}/read. */
export interface ModifiedCountResponse {
  modifiedCount: number;
}

/** DELETE /users/{id}, DELETE /contacts/{id}. */
export interface DeletedCountResponse {
  deletedCount: number;
}

/** POST, PUT and DELETE /categories answer the catalogue message (POST adds insertedId). */
export interface CategoryWriteResponse {
  message: string;
  insertedId?: string;
}

export interface AdminCheckResponse {
  admin: boolean;
}

export interface SessionTokenResponse {
  token: string;
}

export interface ImageUploadResponse {
  success: boolean;
  data?: { url: string };
}

export interface ApiErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** A machine code beside the message, on the refusals that have one (STEP_UP_REQUIRED). */
  code?: string;
  /** On a step-up refusal: whether the account has a passkey to step up with. */
  hasPasskey?: boolean;
}

/** The signed-in person as the shell knows them (from Firebase Auth). */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Record<string, unknown>;
}

/**
 * The HTTP client the shell hands to remotes. It is structurally a subset of axios, so the
 * shell passes its one configured axios instance; remotes never read auth storage themselves.
 */
export interface ApiClient {
  get<T = unknown>(
    url: string,
    config?: { params?: Record<string, unknown>; responseType?: 'json' | 'blob' },
  ): Promise<ApiResponse<T>>;
  delete<T = unknown>(url: string): Promise<ApiResponse<T>>;
  post<T = unknown>(
    url: string,
    body?: unknown,
    config?: {
      headers?: Record<string, string>;
      /** Upload progress (axios's onUploadProgress); total is absent when unknown. */
      onUploadProgress?: (event: { loaded: number; total?: number }) => void;
    },
  ): Promise<ApiResponse<T>>;
  put<T = unknown>(url: string, body?: unknown): Promise<ApiResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown): Promise<ApiResponse<T>>;
}

/** What every remote's `./App` entry receives from the shell. Additive changes only. */
export interface RemoteAppProps {
  api: ApiClient;
  /** Absolute base URL of the API, for building image and download links. */
  apiUrl: string;
  user: SessionUser | null;
  isAdmin: boolean;
  logout: () => Promise<void>;
  /**
   * Where each remote is served (its manifest URL, from the runtime config): the dashboard's
   * Releases view reads each remote's releases.json beside it. Optional: added after the first
   * release of the contract.
   */
  remotes?: RuntimeConfig['remotes'];
  /**
   * Holds the page still while a remote's modal is open, and returns the release. Only the shell
   * styles `<body>`, so a remote asks it instead of touching the page. Optional: added after the
   * first release of the contract, and an older shell simply leaves the page scrollable.
   */
  lockPageScroll?: () => () => void;
}

/** The runtime config file served beside the shell (`/runtime-config.json`). */
export interface RuntimeConfig {
  apiUrl: string;
  /** Each registered remote's manifest URL, by its federation name (see remotes.ts). */
  remotes: Record<RemoteFederationName, string>;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set locally and in tests: the Auth emulator's origin, e.g. http://127.0.0.1:9099. */
    authEmulatorUrl?: string;
  };
  /**
   * Whether the shell reports each remote mount's outcome to the API (POST /telemetry/remotes),
   * anonymously; on unless `false`.
   */
  telemetry?: boolean;
}
