import { describe, expect, it } from 'vitest';
import {
  decideDocumentDownload,
  DOCS_DOWNLOAD_TARIFF,
  FULL_ACCESS_LEVEL,
  VISITOR,
  type AccessSubject,
} from '../src/access';

/** Spec section 6: document download at level 1077 with docsDownloadAccess. */
const signedIn: AccessSubject = { ...VISITOR, level: 1 };
const full: AccessSubject = { ...VISITOR, level: FULL_ACCESS_LEVEL };
const withDocs = (subject: AccessSubject): AccessSubject => ({
  ...subject,
  tariffs: [...subject.tariffs, DOCS_DOWNLOAD_TARIFF],
});

describe('document download', () => {
  it('asks a visitor to sign in and refuses everyone else without both conditions', () => {
    expect(decideDocumentDownload(VISITOR)).toBe('need_auth');
    expect(decideDocumentDownload(withDocs(VISITOR))).toBe('need_auth');
    expect(decideDocumentDownload(signedIn)).toBe('access_denied_auth');
    expect(decideDocumentDownload(withDocs(signedIn))).toBe('access_denied_auth');
    expect(decideDocumentDownload(full)).toBe('access_denied_auth');
    expect(decideDocumentDownload({ ...full, isAdmin: true, nsdAccess: true })).toBe(
      'access_denied_auth',
    );
  });

  it('allows level 1077 with docsDownloadAccess, and everyone on an open instance', () => {
    expect(decideDocumentDownload(withDocs(full))).toBe('allowed');
    expect(decideDocumentDownload({ ...VISITOR, openData: true })).toBe('allowed');
    expect(decideDocumentDownload({ ...full, openData: true })).toBe('allowed');
  });
});
