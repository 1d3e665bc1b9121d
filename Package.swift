// swift-tools-version:6.0
import PackageDescription

/// Upcoming-language features every target builds with (as swift-foundation does): an imported module's members
/// are visible only in files that import that module themselves, so each file states what it uses.
/// `InferSendableFromCaptures` (method references and key paths infer `Sendable` from what they capture) is part of
/// the Swift 6 language mode every target uses; enabling it again only draws a warning, so it is not listed.
let upcomingFeatures: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ppdata",
    products: [
        .library(name: "PPData", targets: ["PPData"]),
        .library(name: "PPDataValidation", targets: ["PPDataValidation"]),
        .library(name: "PPDataFormatting", targets: ["PPDataFormatting"]),
        .executable(name: "ppdata", targets: ["ppdata"]),
        .executable(name: "ppdata-generate", targets: ["ppdata-generate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation`: DocC for the three library products (built by .ci/run).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Typed reference tables. Pure Swift: no ICU, no Foundation-heavy work.
        .target(name: "PPData"),
        // The one locking scheme for shared state (a TSan-visible lock), a lock-free once-per-slot table and arrays kept
        // for the process (`PermanentArray`).
        .target(name: "_PPDataConcurrency"),
        // Validation of payment documents against the tables.
        .target(name: "PPDataValidation", dependencies: ["PPData", "_PPDataConcurrency"]),
        // ICU through a tiny C shim whose header exposes only C types. On Linux the shim opens the system's libicu
        // on first use (dlopen), so `ppdata validate` never loads it; elsewhere ICU is linked.
        .target(
            name: "_PPDataICUShims",
            linkerSettings: [
                .linkedLibrary("dl", .when(platforms: [.linux])),
                .linkedLibrary("icui18n", .when(platforms: [.macOS])),
                .linkedLibrary("icuuc", .when(platforms: [.macOS])),
            ]
        ),
        .target(name: "PPDataFormatting", dependencies: ["PPData", "_PPDataConcurrency", "_PPDataICUShims"]),
        // The code generator: a library (testable) and a thin executable.
        .target(name: "_PPDataGeneratorCore"),
        .executableTarget(name: "ppdata-generate", dependencies: ["_PPDataGeneratorCore"]),
        .executableTarget(
            name: "ppdata",
            dependencies: [
                "PPData", "PPDataValidation", "PPDataFormatting", "_PPDataConcurrency",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test support shared by the test targets (a seeded random generator, typing slips, the test scale that
        // PPDATA_EXHAUSTIVE=1 sets); never a product.
        .target(name: "_PPDataTestSupport"),
        .testTarget(name: "PPDataTests", dependencies: ["PPData"]),
        .testTarget(name: "ConcurrencyTests", dependencies: ["_PPDataConcurrency"]),
        .testTarget(
            name: "GeneratorTests",
            // PPData too: the run-time folding is tested against the generator's on the same inputs.
            dependencies: ["_PPDataGeneratorCore", "PPData"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PPDataValidationTests", dependencies: ["PPDataValidation", "PPData", "_PPDataTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "PPDataFormattingTests", dependencies: ["PPDataFormatting", "PPData", "_PPDataTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ppdata", "ppdata-generate", "PPDataValidation"]),
        // The command-line module's own code, imported (@testable): its argument reading against swift-argument-parser.
        .testTarget(
            name: "CommandLineTests",
            dependencies: [
                "ppdata", "_PPDataTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every Swift target gets the same upcoming features (the C shim has no Swift to apply them to).
for target in package.targets where target.name != "_PPDataICUShims" {
    target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
