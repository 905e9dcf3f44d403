/**
 * Which phone numbers can confirm an account. Codes go out by SMS through a Russian gateway,
 * so only Russian mobile numbers are accepted: +7 followed by a ten-digit number starting
 * with 9 (Rossvyaz numbering plan, DEF codes 9xx). Written with a trunk 8, with 7 or +7, or
 * as the bare ten digits, with spaces, dashes, dots or brackets between.
 *
 * Foreign: every other country code, and +7 numbers starting with 6 or 7, which are
 * Kazakhstan's (it shares country code 7). Other +7 numbers are Russian landlines.
 */
export type PhoneProblem =
  'phone_required' | 'phone_malformed' | 'phone_foreign' | 'phone_not_mobile';
export type ParsedPhone = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

const ALLOWED = /^\+?[\d\s().-]+$/;

export function parseRussianMobile(input: string): ParsedPhone {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'phone_required' };
  if (!ALLOWED.test(text)) return { ok: false, problem: 'phone_malformed' };
  let digits = text.replace(/\D/g, '');
  let international = text.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international) {
    if (digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`;
    else if (digits.length === 11 && (digits.startsWith('8') || digits.startsWith('7')))
      digits = `7${digits.slice(1)}`;
    else return { ok: false, problem: 'phone_malformed' };
  }
  if (!digits.startsWith('7')) {
    // E.164 allows at most 15 digits; fewer than 8 is no number anywhere.
    const plausible = digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0');
    return { ok: false, problem: plausible ? 'phone_foreign' : 'phone_malformed' };
  }
  if (digits.length !== 11) return { ok: false, problem: 'phone_malformed' };
  const first = digits[1];
  if (first === '6' || first === '7') return { ok: false, problem: 'phone_foreign' };
  if (first !== '9') return { ok: false, problem: 'phone_not_mobile' };
  return { ok: true, e164: `+${digits}` };
}

/** +79161234567 -> +7 916 ***-**-67: enough to recognise one's own number, not to read it. */
export function maskPhone(e164: string): string {
  const national = e164.slice(2);
  return `+7 ${national.slice(0, 3)} ***-**-${national.slice(-2)}`;
}
