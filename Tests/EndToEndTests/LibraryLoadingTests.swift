import Foundation
import Testing

/// `ppdata validate` needs neither ICU nor Foundation, so it must not load them: mapping and relocating libicu was about 0.7 ms of a 5 ms
/// run (Benchmarks/Validation/HISTORY.md, "Start-up"). The shim opens ICU on first use; these runs ask the dynamic
/// loader (glibc's `LD_DEBUG=libs`) which libraries each command loaded.
@Suite("Which libraries each command loads")
struct LibraryLoadingTests {
    /// The libraries the loader reports loading, from its `LD_DEBUG=libs` lines on stderr.
    func loadedLibraries(_ arguments: [String]) throws -> (result: BinaryRunner.Result, libraries: [String]) {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let result = try BinaryRunner.run(arguments, environment: environment)
        let libraries = result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "calling init: ") else { return nil }
            return String(line[range.upperBound...])
        }
        return (result, libraries)
    }

    #if os(Linux)
        @Test("validate never loads ICU; format loads it when it first formats")
        func icuIsLoadedOnlyToFormat() throws {
            let validate = try loadedLibraries(["validate", "Examples/orders-v2-valid.json"])
            #expect(validate.result.status == 0)
            #expect(validate.libraries.contains { $0.contains("libc.so") }, "LD_DEBUG=libs printed no init lines")
            #expect(!validate.libraries.contains { $0.contains("libicu") }, "\(validate.libraries)")
            // Nor Foundation with its copy of ICU (a debug build links the Swift libraries dynamically, so they show
            // here; swift-argument-parser brings FoundationEssentials, which has no ICU).
            for foundation in ["libFoundation.so", "libFoundationInternationalization", "lib_FoundationICU"] {
                #expect(!validate.libraries.contains { $0.contains(foundation) }, "\(validate.libraries)")
            }

            let format = try loadedLibraries(["format", "1234.5", "--currency", "CAD", "--locale", "fr-CA"])
            #expect(format.result.status == 0)
            #expect(format.result.stdout == "1\u{A0}234,50\u{A0}$\n")
            #expect(format.libraries.contains { $0.contains("libicui18n") }, "\(format.libraries)")
        }
    #endif
}
