import Foundation
import Testing

@testable import PPDataValidation

/// Every input in Fixtures/regressions (see its README): found by fuzzing or the bad-input catalogue, kept so the
/// fault never comes back. Each is validated with auto-detection and as every kind; the reports keep their
/// invariants, and `<name>.codes` lists the codes the auto-detected report must hold.
@Suite("Regressions: fuzzing and catalogue findings")
struct RegressionTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/regressions")

    /// The regression inputs (`.json` and `.bin`), by name.
    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".bin") }.sorted()
    }()

    @Test func thereAreRegressionInputs() {
        #expect(Self.inputs.count >= 4)
    }

    @Test(arguments: inputs)
    func regression(name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let report = BadInput.validate(bytes)
        BadInput.expectSane(report, input: bytes)
        for kind in DocumentKind.allCases {
            BadInput.expectSane(BadInput.validate(bytes, as: kind), input: bytes)
        }
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        if let codes = try? String(contentsOf: Self.directory.appendingPathComponent(stem + ".codes"), encoding: .utf8) {
            let expected = codes.split(separator: "\n").map(String.init)
            #expect(report.codes.map(\.rawValue) == expected, "\(BadInput.describe(report))")
        }
    }
}
