import { z } from 'zod';
import { endpoint, endpointGroup } from '../endpoint';
import { ErrorBody } from '../errors';
import { Int4IdText } from './common';
import { TABLE_GATES } from './report-table';

/*
 * The issuer page's report files (spec, issuer blocks, sections 2 "Issuer report files", 3
 * "Issuer report item", 5, 6, 7 and 9): the issuer's statements as files by year and quarter
 * (I..IV), in Russian and English. Links only for full access: the list tells everyone which
 * files exist, the links and the files themselves are paid data.
 */

/** The lists (the spec's {apiUrl}): one per reporting standard an issuer files. */
export const REPORT_FILE_LISTS = ['msfo', 'rsbu', 'bank_rsbu'] as const;
export type ReportFileList = (typeof REPORT_FILE_LISTS)[number];

/** Spec section 9: years shown before "Show more". */
export const REPORT_FILE_YEARS_SHOWN = 2;

/** The file kinds the block draws an icon for (spec: pdf, zip, rar), by media type. */
export const REPORT_FILE_FORMATS = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.rar': 'rar',
} as const;

export const ReportFileEntry = z.object({
  link: z
    .string()
    .nullable()
    .meta({
      description:
        "The file's address (GET /api/company/report-file/{fileId}/); null without full " +
        'access (the answer’s `gate` says why)',
    }),
  mimetype: z.string().meta({ description: 'application/pdf, application/zip…' }),
});
export type ReportFileEntry = z.infer<typeof ReportFileEntry>;

export const ReportFileQuarter = z.object({
  quarter: z.number().int().min(1).max(4),
  rus: ReportFileEntry.nullable().meta({ description: 'The Russian file; null: none' }),
  eng: ReportFileEntry.nullable().meta({ description: 'The English file; null: none' }),
});
export type ReportFileQuarter = z.infer<typeof ReportFileQuarter>;

export const ReportFileYear = z.object({
  year: z.number().int(),
  monthArray: z
    .array(ReportFileQuarter)
    .meta({ description: 'Quarters I..IV in order (a quarter without files has both null)' }),
});
export type ReportFileYear = z.infer<typeof ReportFileYear>;

export const ReportFilesResponse = z.object({
  list: z.enum(REPORT_FILE_LISTS),
  items: z.array(ReportFileYear).meta({ description: 'Years with files, newest first' }),
  gate: z
    .enum(TABLE_GATES)
    .nullable()
    .meta({
      description:
        'Why the links are absent: need_auth (a visitor), need_get_access (signed in without ' +
        'full access); null: the links are given',
    }),
});
export type ReportFilesResponse = z.infer<typeof ReportFilesResponse>;

export const ReportFilesParams = z.strictObject({
  apiUrl: z
    .string()
    .regex(/^[a-z][a-z_]{0,31}$/, { message: 'field_invalid_value' })
    .meta({
      description: `The list: ${REPORT_FILE_LISTS.join(', ')} (another well-formed name is 404)`,
    }),
  emitentId: Int4IdText,
});

export const ReportFileParams = z.strictObject({ fileId: Int4IdText });

export const reportFilesEndpoints = endpointGroup(
  endpoint({
    method: 'GET',
    path: '/api/company/get-report/:apiUrl/:emitentId/',
    operationId: 'getIssuerReportFiles',
    summary: "An issuer's report files of one list by year and quarter",
    description:
      'Open to everyone: which files exist (year, quarter, language, media type). The links ' +
      'only with full access (level 1077, `issuer.reports.files`); for others each link is ' +
      'null and `gate` says why. 404 `not_found` for an unknown issuer or list; 400 for a ' +
      'malformed one.',
    tag: 'report files',
    params: ReportFilesParams,
    responses: { 200: ReportFilesResponse, 404: ErrorBody },
  }),
  endpoint({
    method: 'GET',
    path: '/api/company/report-file/:fileId/',
    operationId: 'downloadIssuerReportFile',
    summary: 'Download a report file (full access)',
    description:
      'A visitor gets 401 `need_auth`, a signed-in user below level 1077 403 ' +
      '`access_denied_auth`. The instance holds no original files: it writes the file from ' +
      'the stored statements of that period, a PDF, or a ZIP archive holding that PDF when ' +
      'the listed file is an archive. 404 `not_found` for an unknown file.',
    tag: 'report files',
    params: ReportFileParams,
    access: 'issuer.reports.files',
    produces: 'application/pdf',
    responses: { 200: z.unknown(), 404: ErrorBody },
  }),
);
