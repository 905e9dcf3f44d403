// QuantLib side of the random-bullets comparison in `npm run bench` (bench/quantlib-oracle.ts).
// Reads one fixed-rate bullet per line on stdin as CSV:
//   issue,maturity,coupon,frequency,dayCount,settlement,cleanPrice
// (dates as serials: QuantLib's and bond-math's day numbers are both Excel serials) and prints
// per line the yields BondFunctions::yield solves from that clean price at the coupon
// frequency with the bond's own day counter, 17 significant digits:
//   compounded,simpleThenCompounded
// or "error,<message>". No holidays, unadjusted dates, no settlement lag: the bond as
// bond-math sees it with the 'null' calendar. Solver accuracy 1e-13 (the default 1e-10 would
// hide differences below it).
#include <ql/instruments/bonds/fixedratebond.hpp>
#include <ql/pricingengines/bond/bondfunctions.hpp>
#include <ql/settings.hpp>
#include <ql/time/calendars/nullcalendar.hpp>
#include <ql/time/daycounters/actual360.hpp>
#include <ql/time/daycounters/actual365fixed.hpp>
#include <ql/time/daycounters/actualactual.hpp>
#include <ql/time/daycounters/thirty360.hpp>
#include <ql/time/schedule.hpp>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

using namespace QuantLib;

static DayCounter dayCounter(const std::string& id, const Schedule& schedule) {
  if (id == "ACT/365F") return Actual365Fixed();
  if (id == "ACT/360") return Actual360();
  if (id == "30E/360") return Thirty360(Thirty360::European);
  // ISMA needs the schedule to size the notional periods of an irregular first coupon.
  if (id == "ACT/ACT-ICMA") return ActualActual(ActualActual::ISMA, schedule);
  if (id == "ACT/ACT-ISDA") return ActualActual(ActualActual::ISDA);
  QL_FAIL("unsupported day count " << id);
}

int main() {
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    try {
      std::istringstream in(line);
      std::string field[7];
      for (auto& f : field) std::getline(in, f, ',');
      const Date issue(std::stoi(field[0])), maturity(std::stoi(field[1]));
      const Rate coupon = std::stod(field[2]);
      const Frequency freq = Frequency(std::stoi(field[3]));
      const Date settlement(std::stoi(field[5]));
      const Real clean = std::stod(field[6]);
      Settings::instance().evaluationDate() = settlement;
      // Backward from maturity with the end-of-month rule: bond-math's default schedule.
      const Schedule schedule(issue, maturity, Period(freq), NullCalendar(), Unadjusted,
                              Unadjusted, DateGeneration::Backward, true);
      const DayCounter dc = dayCounter(field[4], schedule);
      const FixedRateBond bond(0, 100.0, schedule, {coupon}, dc, Unadjusted, 100.0, issue);
      const auto yieldIn = [&](Compounding compounding) {
        return BondFunctions::yield(bond, clean, dc, compounding, freq, settlement, 1e-13, 1000);
      };
      std::printf("%.17g,%.17g\n", yieldIn(Compounded), yieldIn(SimpleThenCompounded));
    } catch (std::exception& e) {
      std::string msg = e.what();
      for (auto& c : msg)
        if (c == '\n' || c == ',') c = ' ';
      std::printf("error,%s\n", msg.c_str());
    }
  }
  return 0;
}
