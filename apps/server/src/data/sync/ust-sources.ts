import { PoliteClient, SourceError, type PoliteClientOptions } from './polite-client';

/**
 * The US Treasury's public sources, in their documented shapes:
 * - TreasuryDirect's securities web service: `GET /TA_WS/securities/search?format=json` with a
 *   date window (`dateFieldName=issueDate&startDate=&endDate=`): a JSON array, one object per
 *   auction (a reopened security appears once per auction);
 * - FedInvest's end-of-day prices: the form `POST /GA-FI/FedInvest/selectSecurityPriceDate`
 *   (`priceDate.month/day/year`, `fileType=csv`) answering a CSV of
 *   cusip,security_type,rate,maturity,call,buy,sell,end_of_day (an empty answer on a holiday);
 * - the daily par yield curve CSV of home.treasury.gov, one month per request.
 */
export const TREASURY_DIRECT = 'https://www.treasurydirect.gov';
export const TREASURY_HOME = 'https://home.treasury.gov';

export class UstError extends SourceError {
  override name = 'UstError';
}

export class UstClient extends PoliteClient {
  constructor(options: PoliteClientOptions, name = 'US Treasury') {
    super(options, name);
  }

  protected override error(message: string): Error {
    return new UstError(message);
  }
}

/** Every auction whose security was issued in [from, till], as the service answers it. */
export async function fetchSecurities(
  client: UstClient,
  from: string,
  till: string,
): Promise<unknown[]> {
  const url = client.url('TA_WS/securities/search', {
    format: 'json',
    dateFieldName: 'issueDate',
    startDate: from,
    endDate: till,
  });
  const doc = await client.fetchJson(url);
  if (!Array.isArray(doc)) throw new UstError(`${url}: the answer is not a JSON array`);
  return doc;
}

/** The FedInvest CSV of one price date ('' when the service has no prices that day). */
export function fetchPriceDay(client: UstClient, date: string): Promise<string> {
  const [year, month, day] = date.split('-') as [string, string, string];
  return client.fetchText(client.url('GA-FI/FedInvest/selectSecurityPriceDate'), {
    accept: 'text/csv',
    form: {
      'priceDate.month': String(Number(month)),
      'priceDate.day': String(Number(day)),
      'priceDate.year': year,
      fileType: 'csv',
    },
  });
}

/** The par curve CSV of one month (`month` = YYYYMM). */
export function fetchCurveMonth(client: UstClient, month: string): Promise<string> {
  const url = client.url(
    `resource-center/data-chart-center/interest-rates/daily-treasury-rates.csv/all/${month}`,
    { type: 'daily_treasury_yield_curve', field_tdr_date_value_month: month, _format: 'csv' },
  );
  return client.fetchText(url, { accept: 'text/csv' });
}
