// QuantLib side of bench/quantlib-schedule.ts (compiled with g++ -O1 by that file).
// Reads one schedule per line on stdin:
//   effective,termination,tenorMonths,rule,endOfMonth,calendar,convention,terminationConvention
// (dates as serial numbers: QuantLib's day numbers are bond-math's; rule B or F; endOfMonth
// 0 or 1; calendar null|weekends-only|target|united-kingdom|us-government-bond; conventions
// unadjusted|following|modified-following|preceding) and prints "version <QL_VERSION>",
// then each schedule's dates as serials, comma-separated, then "|" and the calendar's
// weekday holidays from a month before to a month after the schedule (so that differences
// in holiday data can be told from differences in the rules), one line per schedule
// ("error <what>" when QuantLib throws).
#include <ql/time/calendars/nullcalendar.hpp>
#include <ql/time/calendars/target.hpp>
#include <ql/time/calendars/unitedkingdom.hpp>
#include <ql/time/calendars/unitedstates.hpp>
#include <ql/time/calendars/weekendsonly.hpp>
#include <ql/time/schedule.hpp>
#include <ql/version.hpp>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace QuantLib;

static Calendar calendarOf(const std::string& id) {
  if (id == "weekends-only") return WeekendsOnly();
  if (id == "target") return TARGET();
  // bond-math's united-kingdom calendar is England and Wales bank holidays: Settlement.
  if (id == "united-kingdom") return UnitedKingdom(UnitedKingdom::Settlement);
  if (id == "us-government-bond") return UnitedStates(UnitedStates::GovernmentBond);
  return NullCalendar();
}

static BusinessDayConvention conventionOf(const std::string& id) {
  if (id == "following") return Following;
  if (id == "modified-following") return ModifiedFollowing;
  if (id == "preceding") return Preceding;
  return Unadjusted;
}

int main() {
  std::cout << "version " << QL_VERSION << "\n";
  std::string line;
  while (std::getline(std::cin, line)) {
    std::vector<std::string> f;
    std::stringstream in(line);
    for (std::string field; std::getline(in, field, ',');) f.push_back(field);
    if (f.size() != 8) {
      std::cout << "error fields\n";
      continue;
    }
    try {
      const Date effective(std::stol(f[0])), termination(std::stol(f[1]));
      const Calendar calendar = calendarOf(f[5]);
      const Schedule s(effective, termination, Period(std::stoi(f[2]), Months), calendar,
                       conventionOf(f[6]), conventionOf(f[7]),
                       f[3] == "F" ? DateGeneration::Forward : DateGeneration::Backward,
                       f[4] == "1");
      for (Size i = 0; i < s.size(); ++i)
        std::cout << (i ? "," : "") << s[i].serialNumber();
      std::cout << "|";
      const std::vector<Date> holidays =
          calendar.holidayList(effective - 31, termination + 31, false);
      for (Size i = 0; i < holidays.size(); ++i)
        std::cout << (i ? "," : "") << holidays[i].serialNumber();
      std::cout << "\n";
    } catch (std::exception& e) {
      std::cout << "error " << e.what() << "\n";
    }
  }
  return 0;
}
