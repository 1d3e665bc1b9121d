// swift-tools-version:6.0
// A release-mode benchmark of PPDataFormatting, kept out of the main package so
// that `swift test` never times anything. Build and run from this directory:
//   swift build -c release && .build/release/formatting-benchmark
import PackageDescription

let package = Package(
    name: "FormattingBenchmark",
    dependencies: [
        .package(name: "ppdata", path: "../.."),
    ],
    targets: [
        // The C reference loops calling ICU directly.
        .target(
            name: "CICULoop",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),
        .executableTarget(
            name: "formatting-benchmark",
            dependencies: [
                "CICULoop",
                .product(name: "PPData", package: "ppdata"),
                .product(name: "PPDataFormatting", package: "ppdata"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
