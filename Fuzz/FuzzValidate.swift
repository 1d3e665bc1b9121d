// libFuzzer entry point over `PaymentValidator().validate(bytes, as: nil)` (auto-detection) and, on the same bytes,
// `validate(har:)` (recorded traffic), built by
// Scripts/fuzz.sh only: this folder is not a SwiftPM target, so `swift build` and `swift test` never see it.
//
// Besides "no crash, no hang, no sanitizer report", each input is checked against invariants every report must
// keep; a broken invariant aborts, so libFuzzer saves the input like a crash.

import PPData
import PPDataValidation

#if canImport(Glibc)
    import Glibc
#endif

/// A fixed date, so that a finding reproduces on any day (expiry checks compare against it).
private let options = ValidationOptions(today: CalendarDate(year: 2026, month: 1, day: 15) ?? .todayUTC())
private let validator = PaymentValidator(options: options)
/// The same options listing one finding: the rest are counted, and every count must be the full report's.
private let limitedValidator: PaymentValidator = {
    var limited = options
    limited.findingsLimit = 1
    return PaymentValidator(options: limited)
}()
/// The node buffer the CLI's workers reuse from document to document, reused here from input to input (libFuzzer
/// runs the inputs one at a time on one thread).
private nonisolated(unsafe) let scratch = JSONParseScratch()

/// Stops the run with a message; libFuzzer treats the abort as a crash and writes the input to an artifact.
private func violated(_ what: String) -> Never {
    let line = Array("fuzz invariant violated: \(what)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValidate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let report = validator.validate(bytes, as: nil)
    check(report, bytes: bytes)
    // The CLI's path: the bytes read in place, the nodes in a buffer the previous inputs used. Same report.
    let reused = bytes.withUnsafeBufferPointer { validator.validate(utf8: $0, as: nil, scratch: scratch) }
    if reused != report { violated("a reused node buffer changed the report") }
    // Past the findings limit findings are counted, not listed: each code's count at each severity, and so the
    // verdict, must be the full report's (later checks lower, drop and compare earlier findings, counted ones too).
    if tally(limitedValidator.validate(bytes, as: nil)) != tally(report) {
        violated("a findings limit of 1 changed the counts")
    }
    // A second entry into the same rules with the kind forced: the kinds' rules must cope with any object, not only
    // those auto-detection routes to them (`--kind`). The input's length picks the kind: mutations change it all
    // the time, and unlike a marker byte it leaves the seeds' JSON intact.
    let kinds = DocumentKind.allCases
    check(validator.validate(bytes, as: kinds[size % kinds.count]), bytes: bytes)
    // The same bytes as a HAR file: entries cut out, bodies inside strings decoded and checked, positions mapped
    // back into the file. Every report keeps the same invariants (a skipped entry has its exchange instead of a
    // finding); bytes that are no HAR file are refused with a reason, never a crash.
    if let reports = try? validator.validate(har: bytes) {
        for report in reports { check(report, bytes: bytes) }
    }
    return 0
}

/// Each code at each severity with its number of findings, listed or counted, and the ignored ones.
private func tally(_ report: ValidationReport) -> [String: Int] {
    var tally = ["ignored": report.ignoredCount]
    for diagnostic in report.diagnostics { tally["\(diagnostic.code.rawValue) \(diagnostic.severity)", default: 0] += 1 }
    for entry in report.unlisted.counts { tally["\(entry.code.rawValue) \(entry.severity)", default: 0] += entry.count }
    return tally
}

/// Invariants of every report: positions inside the input, non-empty bounded messages without control characters,
/// pointers well formed, card numbers never echoed.
private func check(_ report: ValidationReport, bytes: [UInt8]) {
    let lineCount = 1 + bytes.count { $0 == 0x0A }
    if report.kind == nil, report.diagnostics.isEmpty, report.exchange == nil { violated("no kind and no diagnostic") }
    let cards = cardNumbers(in: bytes)
    for diagnostic in report.diagnostics {
        if diagnostic.line < 1 || diagnostic.line > lineCount {
            violated("\(diagnostic.code) line \(diagnostic.line) outside 1...\(lineCount)")
        }
        if diagnostic.column < 1 || diagnostic.column > bytes.count + 1 {
            violated("\(diagnostic.code) column \(diagnostic.column) outside 1...\(bytes.count + 1)")
        }
        if diagnostic.message.isEmpty { violated("\(diagnostic.code) has an empty message") }
        // Bounded, terminal-safe text (DiagnosticText): whatever the input, a message stays short and control-free.
        if diagnostic.message.unicodeScalars.count > 600 {
            violated("\(diagnostic.code) message of \(diagnostic.message.unicodeScalars.count) characters")
        }
        if diagnostic.message.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            violated("\(diagnostic.code) message holds a control character")
        }
        if let suggestion = diagnostic.suggestion, suggestion.unicodeScalars.count > 1024 {
            violated("\(diagnostic.code) suggestion of \(suggestion.unicodeScalars.count) characters")
        }
        // By byte: a key starting with a combining mark (U+0303) joins the "/" into one Character, so
        // `hasPrefix("/")` would say no (the first fuzz finding, a harness bug; regressions/combining-mark-key.bin).
        if !diagnostic.path.isEmpty, diagnostic.path.utf8.first != UInt8(ascii: "/") {
            violated("\(diagnostic.code) path \(diagnostic.path) is not a JSON pointer")
        }
        for card in cards where diagnostic.path.hasPrefix(card.pointer) {
            for text in [diagnostic.message, diagnostic.suggestion ?? ""] where text.contains(card.digits) {
                violated("\(diagnostic.code) at \(diagnostic.path) shows the card number \(card.digits)")
            }
        }
    }
}

/// The digit strings (12 digits or more) of every `number` inside a `card` object, with the card's pointer: the
/// values that must never appear in a message or suggestion about that card.
private func cardNumbers(in bytes: [UInt8]) -> [(pointer: String, digits: String)] {
    guard let document = try? JSONDocument.parse(bytes) else { return [] }
    var found: [(pointer: String, digits: String)] = []
    var stack = [document.root]
    while let value = stack.popLast() {
        if value.kind == .object || value.kind == .array {
            stack.append(contentsOf: value.children)
        } else if value.kind == .string, value.key == "number", let card = value.parent, card.key == "card",
            let text = value.string
        {
            let digits = String(text.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init))
            if digits.count >= 12 { found.append((card.pointer, digits)) }
        }
    }
    return found
}
