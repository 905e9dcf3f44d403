/** Sizes of the worlds the project builds. */
export interface WorldSize {
  bonds: number;
  years: number;
}

/** `npm start` on an empty database: a market worth exploring, seeded in well under a minute. */
export const FIRST_RUN_SIZE: WorldSize = { bonds: 2000, years: 3 };
/** The API tests' world: every kind of data, in a second or two. */
export const TEST_SIZE: WorldSize = { bonds: 60, years: 1 };
export const DEFAULT_SEED = 20261121;

/** Today's date (UTC): the only place the generator looks at the clock, as a default. */
export const today = () => new Date().toISOString().slice(0, 10);

export interface GenerateArgs extends WorldSize {
  seed: number;
  asOf: string;
}

/** `generate [--bonds N] [--years N] [--seed N] [--as-of YYYY-MM-DD]`; throws on bad input. */
export function parseGenerateArgs(args: readonly string[]): GenerateArgs {
  const out: GenerateArgs = { ...FIRST_RUN_SIZE, seed: DEFAULT_SEED, asOf: today() };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    const value = args[i + 1];
    if (value === undefined) throw new Error(`${flag ?? ''} needs a value`);
    i++;
    const positive = (min: number, max: number) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < min || n > max)
        throw new Error(`${flag ?? ''} must be an integer from ${min} to ${max}, got ${value}`);
      return n;
    };
    if (flag === '--bonds') out.bonds = positive(20, 5_000_000);
    else if (flag === '--years') out.years = positive(1, 30);
    else if (flag === '--seed') out.seed = positive(0, 2 ** 32 - 1);
    else if (flag === '--as-of') {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
        throw new Error(`--as-of must be YYYY-MM-DD, got ${value}`);
      out.asOf = value;
    } else throw new Error(`unknown option ${flag ?? ''}`);
  }
  return out;
}
