import { moexZeroCurve } from '@bondsight/bond-math';
import { moexParamsOf } from '../../lib/stored-curve';
import type { CurveLine } from '../importers/curve-points';
import { ZCYC_PARAMS } from '../importers/sources/curves';
import { IssError, type IssClient } from './iss-client';
import { numberField, readBlock, textField, type IssRecord } from './iss-blocks';

export const ZCYC = 'iss/engines/stock/zcyc.json';

/** The day's last row of a block: ISS sends one row per time the curve was computed. */
function lastOfDay(rows: IssRecord[], date: string): IssRecord | null {
  const ofDay = rows.filter((r) => r.TRADEDATE === date);
  ofDay.sort((a, b) =>
    (textField(a, 'TRADETIME') ?? '').localeCompare(textField(b, 'TRADETIME') ?? ''),
  );
  return ofDay.at(-1) ?? null;
}

/**
 * The exchange's zero-coupon government curve (G-curve) of one trading day,
 * `GET /iss/engines/stock/zcyc.json?date=YYYY-MM-DD`: block `params` (one row per time of the
 * day the curve was fitted: tradedate, tradetime, B1, B2, B3, T1, G1..G9, the parameters the
 * MOEX methodology publishes, bp) and block `yearyields` (tradedate, tradetime, period in
 * years, value in %). The day's last params row is the day's curve; the yields of that same
 * time become its points (what a chart draws). Null when the exchange has not published the
 * day (no params row of that date: empty blocks, or the previous day's curve): not an error,
 * the day is asked again next run. A malformed answer (a missing block, a value that is not a
 * number, parameters that do not make a curve) is an IssError naming the day.
 */
export async function fetchZcyc(client: IssClient, date: string): Promise<CurveLine | null> {
  const where = `curve ${date}`;
  const doc = await client.getJson(ZCYC, { date });
  const params = readBlock(doc, 'params', where);
  if (!params) throw new IssError(`${where}: the answer has no "params" block`);
  const last = lastOfDay(params, date);
  if (!last) return null;
  const values: Record<string, number> = {};
  for (const name of ZCYC_PARAMS) {
    const value = numberField(last, name.toUpperCase(), where);
    if (value === null) throw new IssError(`${where}: ${name.toUpperCase()} is missing`);
    values[name] = value;
  }
  const model = moexParamsOf(values);
  if (!model) throw new IssError(`${where}: T1 ${values.t1} is not a curve's time scale`);
  try {
    moexZeroCurve(model);
  } catch (error) {
    throw new IssError(`${where}: ${(error as Error).message}`);
  }
  const time = textField(last, 'TRADETIME');
  const yields = readBlock(doc, 'yearyields', where) ?? [];
  const points = yields
    .filter((y) => y.TRADEDATE === date && textField(y, 'TRADETIME') === time)
    .map((y) => ({
      tenorYears: numberField(y, 'PERIOD', where),
      value: numberField(y, 'VALUE', where),
    }))
    .filter(
      (p): p is { tenorYears: number; value: number } =>
        p.tenorYears !== null && p.value !== null && p.tenorYears > 0,
    );
  return { line: 1, file: `${where} ${time ?? ''}`.trim(), date, points, params: values };
}
