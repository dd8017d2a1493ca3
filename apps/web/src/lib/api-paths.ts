import type { paths } from './api-types.gen';

/**
 * What a call to our server sends and gets back, read from the types generated from the
 * server's OpenAPI document (api-types.gen.ts): no answer type is written by hand
 * (docs/decisions/204-web-calls-typed-from-openapi.md). Types only: nothing here reaches the bundle.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's paths without the `/api` the client puts in front. */
type Routes = { [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P] };

/** The paths that answer one method, as the document spells them (`/courses/{id}`). */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof Routes]: Routes[P] extends Record<M, object> ? P : never;
}[keyof Routes];

type Operation<M extends ApiMethod, P extends keyof Routes> =
  Routes[P] extends Record<M, infer Op> ? Op : never;

type Json<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** The whole envelope a successful call resolves to. */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = AnswerOf<Operation<M, P>>;

// Distributes over a union of operations: a path chosen among several answers any of theirs.
type AnswerOf<Op> = Op extends { responses: infer Responses }
  ? Json<Responses[Extract<keyof Responses, 200 | 201 | 202 | 204>]>
  : never;

/** What a call may send besides its body: the session choice, the path's `{names}` and the query. */
export interface CallOptions {
  /** false for calls that must not carry the session, e.g. the password reset. */
  auth?: boolean;
  signal?: AbortSignal;
  params?: Record<string, string | number>;
  query?: string | URLSearchParams | Record<string, string | number | boolean | undefined>;
}

type PathParams<Op> = Op extends { parameters: { path: infer Params } } ? Params : never;
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? never : Q) : never;

/** The options a call takes; `params` is required when the path has `{names}`. */
type Options<Op> = Omit<CallOptions, 'params' | 'query'> &
  ([PathParams<Op>] extends [never] ? { params?: never } : { params: PathParams<Op> }) &
  // A URLSearchParams or a search string stands for a query a helper built from the screen's filters.
  ([Query<Op>] extends [never] ? { query?: never } : { query?: Query<Op> | URLSearchParams | string });

type OptionArgs<Op> = [PathParams<Op>] extends [never] ? [options?: Options<Op>] : [options: Options<Op>];

type Body<Op> = Op extends { requestBody?: never }
  ? undefined
  : Op extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : never;

/** The arguments after the path: the options for a GET, the body then the options for the rest. */
export type ApiArgs<M extends ApiMethod, P extends ApiPath<M>> = M extends 'get'
  ? OptionArgs<Operation<M, P>>
  : BodyArgs<Operation<M, P>>;

/** A body that may be left out can be only when the options may be too (`undefined` stands in otherwise). */
type BodyArgs<Op> =
  undefined extends Body<Op>
    ? [PathParams<Op>] extends [never]
      ? [body?: Body<Op>, options?: Options<Op>]
      : [body: Body<Op>, options: Options<Op>]
    : [body: Body<Op>, ...OptionArgs<Op>];
