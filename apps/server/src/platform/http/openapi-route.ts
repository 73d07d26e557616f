import { envelope, NoData } from '@portal/contract/common';
import type { EndpointDef } from '@portal/contract/endpoint';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { UPLOAD_MAX_BYTES } from '../xlsx/upload.ts';
import { mediaTypeOfFileName } from './media-types.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Described = ReturnType<typeof jsonSchemaTransform>;

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

const BINARY = { type: 'string', format: 'binary' } as const;

/** One zod schema of a route part as the API description shows it, converted as the routes' own are. */
function converted(input: TransformInput, part: 'body', schema: EndpointDef['body']): ObjectSchema;
function converted(input: TransformInput, part: 'response', schema: EndpointDef['response']): unknown;
function converted(input: TransformInput, part: 'body' | 'response', schema: unknown): unknown {
  const only: FastifySchema = part === 'body' ? { body: schema } : { response: { 200: schema } };
  const described = jsonSchemaTransform({ ...input, schema: only }).schema;
  return part === 'body' ? described.body : (described.response as Record<number, unknown>)[200];
}

/**
 * An upload's request body: the multipart form with the file, and the text parts its declaration names
 * (e.g. the JSON part `dto`), which the route reads itself since a multipart is not validated by Fastify.
 */
function multipartBody(input: TransformInput, endpoint: EndpointDef) {
  const fields: ObjectSchema = endpoint.body ? converted(input, 'body', endpoint.body) : {};
  // the web sends the file as `file`; the server takes the form's one file part whatever its name
  // a multipart without a template is a picture (its path names the slot it goes into)
  const what = endpoint.path.includes('/picture/')
    ? 'the picture (JPEG, PNG, WebP or GIF, told by its bytes)'
    : 'the filled template (.xlsx)';
  const file = { ...BINARY, description: `${what}, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB` };
  const schema = {
    type: 'object',
    properties: { file, ...fields.properties },
    required: ['file', ...(fields.required ?? [])],
  };
  return { content: { 'multipart/form-data': { schema } } };
}

/** A download's reply: the file, or an envelope when there is nothing to download or the call is refused. */
function fileResponse(input: TransformInput, endpoint: EndpointDef) {
  const mediaType = mediaTypeOfFileName(endpoint.fileName ?? '');
  return {
    200: {
      description: `the file${endpoint.fileName ? ` (${endpoint.fileName})` : ''}, or an envelope with a message when there is nothing to download or the call is refused`,
      content: {
        [mediaType]: { schema: BINARY },
        'application/json': { schema: converted(input, 'response', envelope(NoData)) },
      },
    },
  };
}

/**
 * The API description of a route: its zod schemas converted by fastify-type-provider-zod, and what that
 * cannot know, read from the contract declaration: an upload's multipart body and a download's file type.
 * These parts exist only in the description; declared on the route, Fastify would validate and serialize them.
 */
export function describeRoute(input: TransformInput): Described {
  const described = jsonSchemaTransform(input);
  const endpoint = input.route.config?.endpoint;
  if (!endpoint) return described;
  if (endpoint.kind === 'upload') {
    return { ...described, schema: { ...described.schema, body: multipartBody(input, endpoint) } };
  }
  if (endpoint.kind === 'file') {
    return { ...described, schema: { ...described.schema, response: fileResponse(input, endpoint) } };
  }
  return described;
}
