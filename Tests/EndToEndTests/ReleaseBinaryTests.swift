import Foundation
import Testing

/// The binary `Scripts/build-release.sh` builds, when `.ci/run` hands it to the tests (`PPDATA_BINARY`): it is
/// position-independent (its address is randomised) and carries no DWARF debug information, but keeps its symbols.
@Suite(
    "The release binary",
    .enabled(if: ProcessInfo.processInfo.environment["PPDATA_BINARY"] != nil
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf")))
struct ReleaseBinaryTests {
    private func readelf(_ arguments: [String]) throws -> String {
        try BinaryRunner.run(arguments + [BinaryRunner.ppdata.path], product: "readelf", executable: "/usr/bin/readelf")
            .stdout
    }

    @Test func isPositionIndependent() throws {
        #expect(try readelf(["-h"]).contains("DYN (Position-Independent Executable file)"))
    }

    @Test func carriesNoDebugInformationButItsSymbols() throws {
        let sections = try readelf(["-S", "-W"])
        #expect(!sections.contains(".debug_info"))
        #expect(sections.contains(".symtab"))
    }
}
