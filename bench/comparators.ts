/** What each library reports: throughput of the four operations and sample answers. */
export interface Throughput {
  readonly yieldPrepared: number;
  readonly yieldTerms: number;
  readonly pricePrepared: number;
  readonly priceTerms: number;
}

export interface LibraryRun extends Throughput {
  /** Yields at priceAt(SAMPLES[k]) and clean prices at yieldAt(SAMPLES[k]). */
  readonly yields: readonly number[];
  readonly prices: readonly number[];
}
