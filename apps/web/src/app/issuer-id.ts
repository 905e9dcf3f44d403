const INT4_MAX = 2_147_483_647;

/** An issuer id as the API takes it: a positive int4 in plain digits; else null. */
export function issuerIdOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= INT4_MAX ? id : null;
}
