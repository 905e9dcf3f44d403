/** The spec's file icons (pdf, zip, rar), by media type; anything else is a generic file. */
const FORMATS: Record<string, FileFormat> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/vnd.rar': 'rar',
  'application/x-rar-compressed': 'rar',
};

export type FileFormat = 'pdf' | 'zip' | 'rar' | 'file';

export const formatOf = (mimetype: string): FileFormat => FORMATS[mimetype] ?? 'file';

/** Quarters are numbered I to IV (spec). */
export const ROMAN = ['I', 'II', 'III', 'IV'] as const;

/** Spec section 9: years shown before "Show more". */
export const YEARS_SHOWN = 2;
