import { Ajv } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../entities/errors.ts';
import { MESSAGE_CONTENT_MAX, MESSAGE_FILE_MAX_BYTES, MESSAGE_SUBJECT_MAX, messageFileType } from '../../entities/messageRules.ts';
import { ApiError, fieldErrors, invalid } from '../errors.ts';
import { idSchema } from '../schemas.ts';
import { refuseNul } from '../textInput.ts';
import type { Attachment } from './service.ts';

// A message comes as a multipart form (its file with it), which the routes' JSON schemas do not check: it is read and
// checked here.

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: true });
const parentForm = {
  type: 'object',
  required: ['subject', 'content'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string', minLength: 1, maxLength: MESSAGE_SUBJECT_MAX },
    content: { type: 'string', minLength: 1, maxLength: MESSAGE_CONTENT_MAX },
    booking: idSchema,
  },
} as const;
const childForm = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: { content: parentForm.properties.content },
} as const;
const checkParent = ajv.compile(parentForm);
const checkChild = ajv.compile(childForm);

interface MessageForm {
  fields: Record<string, string | number>;
  file: Attachment | null;
}

/**
 * The multipart form of a new message: text fields and at most one file of 10 MB. A file of a kind not accepted is
 * code 160, a larger one 170 (the 413 that reading it throws), an empty or unreadable one 190; a body that is not a
 * form at all is 195, the message could not be sent.
 */
async function readForm(request: FastifyRequest): Promise<MessageForm> {
  if (!request.isMultipart()) throw new ApiError(400, ErrorCode.MESSAGE_NOT_SENT, 'a multipart form is expected');
  const fields: Record<string, string | number> = {};
  let file: Attachment | null = null;
  const parts = request.parts({ limits: { fileSize: MESSAGE_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: MESSAGE_CONTENT_MAX * 4, parts: 6 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = (part.filename ?? '').trim();
        // A form whose file input was left empty still sends the part, with no name and no bytes.
        if (!name) {
          await part.toBuffer();
          continue;
        }
        const type = messageFileType(name);
        if (!type) throw invalid({ file: ErrorCode.BAD_FILE_FORMAT }, 'file type not accepted');
        const data = await part.toBuffer();
        if (!data.length) throw invalid({ file: ErrorCode.FILE_NOT_LOADED }, 'empty file');
        file = { name: name.slice(-255), type, data };
      } else if (part.valueTruncated) {
        throw invalid({ [part.fieldname]: ErrorCode.TOO_LONG }, 'field too long');
      } else {
        const value = String(part.value ?? '');
        fields[part.fieldname] = part.fieldname === 'booking' ? value.trim() : value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode === 413) throw error;
    // The upload broke off or the form is malformed: the file never arrived whole.
    throw new ApiError(400, ErrorCode.FILE_NOT_LOADED, 'the form could not be read', { file: ErrorCode.FILE_NOT_LOADED });
  }
  // The form's fields are read past the hook that refuses NUL characters in bodies.
  refuseNul(fields);
  for (const name of ['subject', 'content']) {
    if (typeof fields[name] === 'string') fields[name] = String(fields[name]).trim();
  }
  if (fields.booking === '') delete fields.booking;
  return { fields, file };
}

function validated(check: typeof checkParent | typeof checkChild, fields: Record<string, unknown>) {
  if (!check(fields)) throw invalid(fieldErrors(check.errors ?? []), 'invalid message');
}

/** A new thread's form: its subject, its text, the booking it is about if any, its file. */
export async function readThreadForm(request: FastifyRequest) {
  const { fields, file } = await readForm(request);
  validated(checkParent, fields);
  return { subject: String(fields.subject), content: String(fields.content), bookingId: fields.booking === undefined ? null : Number(fields.booking), file };
}

/** A reply's form: its text and its file. */
export async function readReplyForm(request: FastifyRequest) {
  const { fields, file } = await readForm(request);
  validated(checkChild, fields);
  return { content: String(fields.content), file };
}
