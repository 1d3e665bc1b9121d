#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
@testable import PPDataValidation
import Testing
import _PPDataTestSupport

/// `CalendarDate.utcDate(secondsSinceEpoch:)`, the arithmetic behind `todayUTC()`, against the C library's
/// `gmtime_r` (what `todayUTC()` used before): every day over four centuries around the epoch at a few times of day,
/// the edges of days, leap days and century years, and random seconds over the whole range the type holds.
@Suite("Calendar dates")
struct CalendarDateTests {
    /// The date `gmtime_r` gives for `seconds`, or nil outside the years `CalendarDate` holds.
    static func libraryDate(_ seconds: Int) -> CalendarDate? {
        var time = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return nil }
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    @Test func everyDayFrom1800To2200() {
        var mismatches: [Int] = []
        // 1800-01-01 to 2200-01-01: negative and positive day counts, the century years (1900 and 2100 not leap,
        // 2000 leap), each day at its first second, noon and its last second.
        for day in -62_091..<84_006 {
            for seconds in [day * 86_400, day * 86_400 + 43_200, day * 86_400 + 86_399]
            where CalendarDate.utcDate(secondsSinceEpoch: seconds) != Self.libraryDate(seconds) {
                mismatches.append(seconds)
            }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test func dayCountIsTheInverseOfTheDate() {
        var mismatches: [Int] = []
        for day in -62_091..<84_006 where CalendarDate.utcDate(secondsSinceEpoch: day * 86_400).daysSinceEpoch != day {
            mismatches.append(day)
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
        #expect(CalendarDate.daysSinceEpoch(year: 1970, month: 1, day: 1) == 0)
        #expect(CalendarDate.daysSinceEpoch(year: 0, month: 3, day: 1) == -719_468)
        #expect(CalendarDate.daysSinceEpoch(year: -1, month: 12, day: 31) == -719_529)
    }

    @Test func knownDates() {
        #expect(CalendarDate.utcDate(secondsSinceEpoch: 0) == CalendarDate(year: 1970, month: 1, day: 1))
        #expect(CalendarDate.utcDate(secondsSinceEpoch: -1) == CalendarDate(year: 1969, month: 12, day: 31))
        #expect(CalendarDate.utcDate(secondsSinceEpoch: 951_782_400) == CalendarDate(year: 2000, month: 2, day: 29))
        #expect(CalendarDate.utcDate(secondsSinceEpoch: 1_767_225_599) == CalendarDate(year: 2025, month: 12, day: 31))
        #expect(CalendarDate.utcDate(secondsSinceEpoch: 1_767_225_600) == CalendarDate(year: 2026, month: 1, day: 1))
        // Outside the years a CalendarDate holds: the fallback, not a crash.
        #expect(CalendarDate.utcDate(secondsSinceEpoch: Int.max / 2) == CalendarDate(year: 1970, month: 1, day: 1))
        #expect(CalendarDate.utcDate(secondsSinceEpoch: Int.min / 2) == CalendarDate(year: 1970, month: 1, day: 1))
    }

    @Test func randomSecondsOverYears1To9999() {
        var random = SplitMix64(seed: 0xDA7E)
        // 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z.
        let first = -62_135_596_800
        let last = 253_402_300_799
        for _ in 0..<200_000 {
            let seconds = first + Int(random.next() % UInt64(last - first + 1))
            #expect(CalendarDate.utcDate(secondsSinceEpoch: seconds) == Self.libraryDate(seconds), "\(seconds)")
        }
    }

    @Test func todayIsTheLibrarysToday() {
        // Around midnight the two calls may straddle it: accept the next day too.
        let before = Self.libraryDate(Int(time(nil)))
        let today = CalendarDate.todayUTC()
        let after = Self.libraryDate(Int(time(nil)))
        #expect(today == before || today == after)
    }

    /// A validator is made once and kept (a server's): without a date set, its options read the clock whenever a
    /// check asks, not once when they were made; a date set stays.
    @Test func optionsWithoutADateReadTheClock() throws {
        let kept = ValidationOptions()
        let before = CalendarDate.todayUTC()
        let today = kept.today
        #expect(today == before || today == CalendarDate.todayUTC())
        var fixed = ValidationOptions(today: CalendarDate(year: 2014, month: 4, day: 23))
        #expect(fixed.today == CalendarDate(year: 2014, month: 4, day: 23))
        fixed.today = try #require(CalendarDate(year: 2020, month: 1, day: 1))
        #expect(fixed.today.description == "2020-01-01")
        #expect(kept != fixed && kept == ValidationOptions())
    }
}
