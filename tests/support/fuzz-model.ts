/** An operation of the OpenAPI document as the fuzzing reads it, and the requests it sends to one. */

export type Schema = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** The record a list answers, whose fields its JSON filter names. */
  record?: Schema;
}
export interface Request {
  url: string;
  payload?: unknown;
}
