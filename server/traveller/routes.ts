import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { ErrorCode } from '../../entities/errors.ts';
import { actionOf, PHONE_PATTERN } from '../../entities/kit.ts';
import { AGENCY_ROLES } from '../../entities/roles.ts';
import travellerEntity from '../../entities/traveller.ts';
import { importFormatsSchema, importResultSchema, type ImportResult, type RowError } from '../../entities/travellerImport.ts';
import { actionRoute } from '../actions.ts';
import { hasAnyRole, identityOf } from '../auth/access.ts';
import { ApiError, invalid } from '../errors.ts';
import { idParams } from '../schemas.ts';
import { formatOf, headersMatch, IMPORT_FORMATS, IMPORT_MAX_BYTES, namesAnotherCompany, readRows, templateWorkbook, type FileRow } from './file.ts';
import { typedRoutes } from '../typedRoutes.ts';

/** Who imports (the traveller descriptor's import action): the agency for any company, a company's managers and users for theirs. */
const IMPORTERS = actionOf(travellerEntity, 'import').roles;
export const PHONE = new RegExp(PHONE_PATTERN);
// The shape ajv-formats accepts for `email`, so an imported address is one the traveller form would also take.
export const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * The company named in the path, as this caller may see it. A company user naming another company learns nothing
 * about it (404, as the scoped CRUD routes answer); an unknown company is "company missing" (1003).
 */
async function companyFor(request: FastifyRequest, id: number, knex: Knex | Knex.Transaction) {
  const identity = identityOf(request);
  if (!hasAnyRole(identity, AGENCY_ROLES) && identity.company?.id !== id) {
    throw new ApiError(404, ErrorCode.NOT_FOUND, 'not found');
  }
  const company: { id: number; name: string } | undefined = await knex('company').where({ id }).first('id', 'name');
  if (!company) throw new ApiError(404, ErrorCode.IMPORT_COMPANY_MISSING, 'company missing');
  return company;
}

interface Candidate {
  first_name: string;
  last_name: string;
  email: string | null;
  mobile_phone: string | null;
}

/** A row's traveller, or the code that refuses it. */
function candidateOf(row: FileRow): Candidate | number {
  const [last_name = '', first_name = '', email = '', mobile_phone = ''] = row.cells.map((cell) => cell.trim());
  if (!last_name || !first_name) return ErrorCode.IMPORT_REQUIRED_MISSING;
  const acceptable =
    last_name.length <= 100 &&
    first_name.length <= 100 &&
    (!email || (email.length <= 255 && EMAIL.test(email))) &&
    (!mobile_phone || PHONE.test(mobile_phone));
  if (!acceptable) return ErrorCode.IMPORT_BAD_VALUES;
  return { first_name, last_name, email: email || null, mobile_phone: mobile_phone || null };
}

/** Who a traveller is for "already exists" (an import adds only new ones): its address if it has one, else its name. */
const emailKey = (email: string) => `@${email.toLowerCase()}`;
const nameKey = (first: string, last: string) => `${first.toLowerCase()}\u0000${last.toLowerCase()}`;

/** Traveller import and its template. */
export async function travellerImportRoutes(fastify: FastifyInstance) {
  const app = typedRoutes(fastify);
  const { knex } = app;
  // Scoped to this plugin, so no other route starts accepting multipart bodies; skipped if a parent already has it.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);

  app.get(
    '/backend/api/travellers/import/formats',
    {
      config: { access: IMPORTERS },
      schema: {
        tags: ['traveller'],
        response: { 200: importFormatsSchema },
      },
    },
    async () => ({ formats: [...IMPORT_FORMATS], maxBytes: IMPORT_MAX_BYTES }),
  );

  app.get(
    '/backend/api/company/:id/download/template',
    {
      config: { access: IMPORTERS },
      schema: { tags: ['traveller'], params: idParams },
    },
    async (request, reply) => {
      const company = await companyFor(request, request.params.id, knex);
      const file = await templateWorkbook(company.name);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="travellers-template.xlsx"')
        .send(file);
    },
  );

  app.route({
    ...actionRoute(travellerEntity, 'import'),
    schema: {
      tags: ['traveller'],
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 200: importResultSchema },
    },
    handler: async (request): Promise<ImportResult> => {
      const company = await companyFor(request, request.params.id, knex);
      if (!request.isMultipart()) throw new ApiError(400, ErrorCode.IMPORT_NO_FILE, 'no file');
      // Over the limit, reading the file throws a 413 that the error handler turns into code 170.
      const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
      const data = part ? await part.toBuffer() : undefined;
      if (!part || !data || data.length === 0) throw new ApiError(400, ErrorCode.IMPORT_NO_FILE, 'no file');

      const { headers, rows, company: named } = await readRows(formatOf(part.filename, data), data);
      if (!headersMatch(headers)) throw invalid({ file: ErrorCode.IMPORT_HEADERS }, 'headers differ from the template');
      // A template downloaded for one company and filled in, brought to another: its people belong to the first.
      if (namesAnotherCompany(named, company.name)) throw invalid({ file: ErrorCode.IMPORT_COMPANY_MISMATCH }, 'the file names another company');

      return knex.transaction(async (trx) => {
        // Imports into one company take turns, so two uploads of one file cannot both add the same people.
        await trx('company').where({ id: company.id }).forUpdate().first('id');
        const existing: { first_name: string; last_name: string; email: string | null }[] = await trx('traveller')
          .where({ company_id: company.id })
          .select('first_name', 'last_name', 'email');
        const known = new Set<string>();
        for (const traveller of existing) {
          known.add(nameKey(traveller.first_name, traveller.last_name));
          if (traveller.email) known.add(emailKey(traveller.email));
        }
        const errors: RowError[] = [];
        const added: Candidate[] = [];
        let skipped = 0;
        for (const row of rows) {
          const candidate = candidateOf(row);
          if (typeof candidate === 'number') {
            errors.push({ row: row.line, code: candidate });
            continue;
          }
          const key = candidate.email ? emailKey(candidate.email) : nameKey(candidate.first_name, candidate.last_name);
          if (known.has(key)) {
            // Not a failure: the person is there already. Listed so the file's author sees which lines were left out.
            skipped++;
            errors.push({ row: row.line, code: ErrorCode.IMPORT_TRAVELLER_EXISTS });
            continue;
          }
          // A person twice in the file is added once.
          known.add(key);
          known.add(nameKey(candidate.first_name, candidate.last_name));
          added.push(candidate);
        }
        if (added.length > 0) {
          await trx.batchInsert(
            'traveller',
            added.map((traveller) => ({ ...traveller, company_id: company.id, enabled: true })),
            500,
          );
        }
        return { imported: added.length, skipped, errors };
      });
    },
  });
}
