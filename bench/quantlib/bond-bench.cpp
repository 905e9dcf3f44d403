// QuantLib side of `npm run bench` (compiled by bench/quantlib.ts with g++ -O2).
// Usage: bond-bench issue maturity settlement coupon frequency   (dates as serial numbers:
// QuantLib's and bond-math's day numbers are both Excel serials).
// Builds the bench bond as a FixedRateBond (ACT/ACT-ISMA, no holidays, unadjusted) and prints
// one JSON line: sample answers for the agreement check, then solves per second (best of 7
// timed runs after a warm-up, as bench/timing.ts) for yield and clean price, on a bond built
// once ("prepared") and rebuilt from its terms on every call. The bond is regular, so ISMA
// on the coupons' reference periods is exact; ActualActual(ISMA, schedule) gives the same
// numbers 2x slower.
// Debian's libQuantLib is built with QL_HIGH_RESOLUTION_DATE (intraday dates on
// boost::posix_time), which makes every date operation, and so every cash-flow walk, slower
// than in a default build.
#include <ql/instruments/bonds/fixedratebond.hpp>
#include <ql/pricingengines/bond/bondfunctions.hpp>
#include <ql/settings.hpp>
#include <ql/time/calendars/nullcalendar.hpp>
#include <ql/time/daycounters/actualactual.hpp>
#include <ql/math/solvers1d/brent.hpp>
#include <ql/time/schedule.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

using namespace QuantLib;

static double sink = 0;  // results feed this so the optimiser cannot drop the work

// Same inputs as the TypeScript side: 1,024 clean prices in [85, 115) and yields in [1 %, 9 %),
// cycled so no call repeats its predecessor.
static double priceAt(long i) { return 85.0 + double(i & 1023) * 30.0 / 1024.0; }
static double yieldAt(long i) { return 0.01 + double(i & 1023) * 0.08 / 1024.0; }

template <class F> static double opsPerSecond(F f) {
  using clock = std::chrono::steady_clock;
  auto seconds = [](clock::duration d) { return std::chrono::duration<double>(d).count(); };
  long n = 1;
  for (;;) {  // calibrate (doubles as warm-up): a run should take ~200 ms
    auto t0 = clock::now();
    for (long i = 0; i < n; i++) sink += f(i);
    if (seconds(clock::now() - t0) > 0.2) break;
    n *= 2;
  }
  double best = 1e300;
  for (int run = 0; run < 7; run++) {
    auto t0 = clock::now();
    for (long i = 0; i < n; i++) sink += f(i);
    best = std::min(best, seconds(clock::now() - t0));
  }
  return n / best;
}

int main(int argc, char** argv) {
  if (argc != 6) {
    std::fprintf(stderr, "usage: bond-bench issue maturity settlement coupon frequency\n");
    return 2;
  }
  const Date issue(std::atoi(argv[1])), maturity(std::atoi(argv[2]));
  const Date settlement(std::atoi(argv[3]));
  const Rate coupon = std::atof(argv[4]);
  const Frequency freq = Frequency(std::atoi(argv[5]));
  Settings::instance().evaluationDate() = settlement;

  const DayCounter dc = ActualActual(ActualActual::ISMA);
  auto build = [&]() {
    Schedule schedule(issue, maturity, Period(freq), NullCalendar(), Unadjusted, Unadjusted,
                      DateGeneration::Backward, true);
    return std::make_unique<FixedRateBond>(0, 100.0, schedule, std::vector<Rate>{coupon}, dc,
                                           Unadjusted, 100.0, issue);
  };
  // Default accuracy (1e-10) and solver, as a QuantLib user gets them.
  auto yieldOf = [&](const Bond& bond, double clean) {
    return BondFunctions::yield(bond, clean, dc, Compounded, freq, settlement);
  };
  auto cleanOf = [&](const Bond& bond, double y) {
    return BondFunctions::cleanPrice(bond, y, dc, Compounded, freq, settlement);
  };

  const auto bond = build();
  // Answers for the agreement check first, then the timings.
  std::printf("{\"accrued\":%.17g,\"yields\":[", BondFunctions::accruedAmount(*bond, settlement));
  for (int i = 0; i < 64; i++)
    std::printf("%s%.17g", i ? "," : "", yieldOf(*bond, priceAt(i * 16)));
  std::printf("],\"prices\":[");
  for (int i = 0; i < 64; i++)
    std::printf("%s%.17g", i ? "," : "", cleanOf(*bond, yieldAt(i * 16)));
  std::printf("],");
  std::fflush(stdout);

  const double yieldPrepared = opsPerSecond([&](long i) { return yieldOf(*bond, priceAt(i)); });
  const double yieldTerms = opsPerSecond([&](long i) { return yieldOf(*build(), priceAt(i)); });
  const double pricePrepared = opsPerSecond([&](long i) { return cleanOf(*bond, yieldAt(i)); });
  const double priceTerms = opsPerSecond([&](long i) { return cleanOf(*build(), yieldAt(i)); });
  // QuantLib 1.29's default NewtonSafe gets a derivative off by a factor P (IrrFinder returns
  // the modified duration, QuantLib issue #2587) and needs ~30 iterations; Brent shows what
  // the same pricing code does with a working solver.
  const double yieldBrent = opsPerSecond([&](long i) {
    return BondFunctions::yield(Brent(), *bond, priceAt(i), dc, Compounded, freq, settlement);
  });
  std::printf("\"yieldPrepared\":%.0f,\"yieldTerms\":%.0f,\"pricePrepared\":%.0f,"
              "\"priceTerms\":%.0f,\"yieldBrent\":%.0f,\"sink\":%g}\n",
              yieldPrepared, yieldTerms, pricePrepared, priceTerms, yieldBrent, sink);
  return 0;
}
